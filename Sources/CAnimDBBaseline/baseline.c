#include "animdb_baseline.h"

#include <math.h>

static const double kEpsilon = 1.0 / 1048576.0; /* 2^-20 */

animdb_c_bezier animdb_c_bezier_make(double x1, double y1, double x2, double y2) {
    animdb_c_bezier b;
    b.cx = 3.0 * x1;
    b.bx = 3.0 * (x2 - x1) - b.cx;
    b.ax = 1.0 - b.cx - b.bx;
    b.cy = 3.0 * y1;
    b.by = 3.0 * (y2 - y1) - b.cy;
    b.ay = 1.0 - b.cy - b.by;
    return b;
}

static double sample_x(const animdb_c_bezier *b, double t) { return ((b->ax * t + b->bx) * t + b->cx) * t; }
static double sample_y(const animdb_c_bezier *b, double t) { return ((b->ay * t + b->by) * t + b->cy) * t; }
static double sample_dx(const animdb_c_bezier *b, double t) { return (3.0 * b->ax * t + 2.0 * b->bx) * t + b->cx; }

/* Mirrors UnitCurve.CubicSolver.solveX step for step: at most 8 Newton steps from t = x (a root counts only
 * inside [0, 1]), then at most 64 bisection steps on [0, 1] from the clamped x. */
static double solve_x(const animdb_c_bezier *b, double x) {
    double t = x;
    for (int i = 0; i < 8; i++) {
        double err = sample_x(b, t) - x;
        if (fabs(err) < kEpsilon && t >= 0.0 && t <= 1.0) return t;
        double d = sample_dx(b, t);
        if (fabs(d) < kEpsilon) break;
        t -= err / d;
    }
    double lo = 0.0, hi = 1.0;
    t = x < 0.0 ? 0.0 : (x > 1.0 ? 1.0 : x);
    for (int i = 0; i < 64; i++) {
        double v = sample_x(b, t);
        if (fabs(v - x) < kEpsilon) return t;
        if (v < x) lo = t; else hi = t;
        t = (lo + hi) / 2.0;
    }
    return t;
}

double animdb_c_bezier_value(const animdb_c_bezier *b, double progress) {
    double x = progress < 0.0 ? 0.0 : (progress > 1.0 ? 1.0 : progress);
    double y = sample_y(b, solve_x(b, x));
    return round(y / kEpsilon) * kEpsilon;
}

double animdb_c_spring_value(double omega, double lambda, double target, double v0, double t) {
    double decay = exp(-lambda * t);
    if (omega > 0.0) {
        double a = target * lambda - v0;
        return target - decay * (a * sin(omega * t) / omega + target * cos(omega * t));
    } else if (omega == 0.0) {
        return target - decay * (target + (target * lambda - v0) * t);
    } else {
        double a = -omega - lambda, b = omega - lambda;
        double ea = exp(a * t), eb = exp(b * t);
        return target * (((lambda - omega) * ea + a * eb) / (2.0 * omega) + 1.0) - v0 * (ea - eb) / (2.0 * omega);
    }
}

/* SpringModel: the interpolating spring on the unit interval. */
static void spring_model_make(animdb_c_spring_model *s, double m, double k, double c, double v0) {
    s->w0 = sqrt(k / m);
    s->zeta = c / (2.0 * sqrt(m * k));
    if (s->zeta >= 1.0) {
        s->wd = 0.0;
        s->coefficient = s->w0 - v0;
    } else {
        s->wd = s->w0 * sqrt(1.0 - s->zeta * s->zeta);
        s->coefficient = (s->zeta * s->w0 - v0) / s->wd;
    }
}

static double spring_model_fraction(const animdb_c_spring_model *s, double t) {
    if (s->zeta >= 1.0) return 1.0 - (1.0 + s->coefficient * t) * exp(-s->w0 * t);
    double envelope = exp(-s->zeta * s->w0 * t);
    return 1.0 - envelope * (cos(s->wd * t) + s->coefficient * sin(s->wd * t));
}

/* SpringModel.duration(epsilon:): the envelope bound when under-damped, SwiftUI's 0.1 s search otherwise. */
static double spring_model_duration(const animdb_c_spring_model *s, double epsilon) {
    if (epsilon < 1e-6) epsilon = 1e-6;
    if (s->zeta == 0.0) return INFINITY;
    if (s->zeta < 1.0) {
        double bound = -log(epsilon / (1.0 + fabs(s->coefficient))) / (s->zeta * s->w0);
        return bound > 1.0 ? bound : 1.0;
    }
    double time = 0.0, closest = INFINITY, closest_time = -1.0;
    for (int i = 0; i < 1024; i++) {
        double distance = fabs(1.0 - spring_model_fraction(s, time));
        if (!isfinite(distance)) return 0.0;
        if (closest >= epsilon) {
            if (distance < closest) {
                closest = distance;
                closest_time = time;
            }
        } else if (distance >= epsilon) {
            closest = INFINITY;
        } else if (time - closest_time > 1.0) {
            break;
        }
        time += 0.1;
    }
    return closest_time;
}

void animdb_c_interpolating_spring_init(animdb_c_spring_model *s, double m, double k, double c, double v0) {
    spring_model_make(s, m, k, c, v0);
    s->finish_time = spring_model_duration(s, 0.001);
}

/* Animation.interpolatingSpring(...).value(from: 0, to: 1, at: t), step for step: the finish check against the
 * settling duration (finished runs show the target), then the fraction. */
double animdb_c_interpolating_spring_value(const animdb_c_spring_model *s, double t) {
    if (!(t < s->finish_time)) return 1.0;
    double fraction = spring_model_fraction(s, t);
    if (!isfinite(fraction)) return 1.0;
    return fraction;
}

static double fluid_stiffness(double response) {
    if (!(response > 0.0)) return 45000.0;
    double frequency = 2.0 * M_PI / response;
    double k = frequency * frequency;
    return k < 45000.0 ? k : 45000.0;
}

void animdb_c_fluid_spring_init(animdb_c_fluid_spring *s, double response, double damping_fraction, double target) {
    s->response = response;
    s->damping_fraction = damping_fraction;
    s->target = target;
    s->x = 0.0;
    s->v = 0.0;
    s->f = 0.0;
    s->time = 0.0;
    s->start_time = 0.0;
    s->logically_complete = 0;
    s->finished = 0;
}

/* One AnimationSampler sample of FluidSpringAnimation, step for step: the stiffness and damping from the
 * response (recomputed per sample, as the Swift code does for blending), logical completion, the stall rule, the
 * integrator, then the finish rule (slow and within 1 % of the change); once finished it returns the target. */
double animdb_c_fluid_spring_sample(animdb_c_fluid_spring *s, double t) {
    if (s->finished) return s->target;
    const double h = 1.0 / 300.0;
    double r = s->response;
    double k = fluid_stiffness(r);
    double c = 2.0 * sqrt(k) * s->damping_fraction;
    if (t - s->start_time >= r) s->logically_complete = 1;
    if (t - s->time > 1.0) s->time = t - 1.0 / 60.0;
    double time = s->time;
    while (time < t) {
        double half = s->f * (h / 2.0) + s->v;
        s->x += half * h;
        s->f = (s->target - s->x) * k - half * c;
        s->v = s->f * (h / 2.0) + half;
        time += h;
    }
    s->time = time;
    double v2 = s->v * s->v, f2 = s->f * s->f;
    if ((v2 > f2 ? v2 : f2) <= 0.0036) {
        double tolerance = (s->target * 0.01) * (s->target * 0.01);
        double remaining = (s->target - s->x) * (s->target - s->x);
        if (!(tolerance > 0.0 && tolerance < remaining)) {
            s->finished = 1;
            return s->target;
        }
    }
    return s->x;
}

double animdb_c_track_value(const animdb_c_track *tr, double t) {
    if (tr->count == 0 || t < tr->start[0]) return tr->initial;
    size_t lo = 0, hi = tr->count;
    while (hi - lo > 1) {
        size_t mid = (lo + hi) / 2;
        if (tr->start[mid] <= t) lo = mid; else hi = mid;
    }
    double d = tr->duration[lo];
    double local = t - tr->start[lo];
    if (local >= d) return tr->to[lo];
    double p = local / d;
    double a = tr->from[lo], b = tr->to[lo];
    if (tr->kind[lo] == 0) return a + (b - a) * p;
    double p2 = p * p, p3 = p2 * p;
    double h00 = 2.0 * p3 - 3.0 * p2 + 1.0, h10 = p3 - 2.0 * p2 + p;
    double h01 = -2.0 * p3 + 3.0 * p2, h11 = p3 - p2;
    return h00 * a + h10 * tr->v0[lo] * d + h01 * b + h11 * tr->v1[lo] * d;
}
