#ifndef ANIMDB_BASELINE_H
#define ANIMDB_BASELINE_H

/* The engine's hot formulas written in plain C (compiled -O2): the baseline animdb-bench measures Swift against.
 * Each function mirrors the Swift implementation's algorithm step for step, not a cheaper approximation. */

#include <stddef.h>

/* UnitCurve bezier: the SwiftUI cubic solver (Newton from t = x, then bisection), rounded to 2^-20. */
typedef struct {
    double ax, bx, cx, ay, by, cy;
} animdb_c_bezier;

animdb_c_bezier animdb_c_bezier_make(double x1, double y1, double x2, double y2);
double animdb_c_bezier_value(const animdb_c_bezier *curve, double progress);

/* Spring closed form (underdamped / critical / overdamped by the sign of omega), value only. */
double animdb_c_spring_value(double omega, double lambda, double target, double v0, double t);

/* interpolatingSpring: the unit-interval model and its settling duration (ε = 0.001), derived once from mass m,
 * stiffness k, damping c and initial velocity v0 as the Swift animation does at creation; a sample is the fraction
 * of the way at t, or 1 once past the settling duration. */
typedef struct {
    double w0, zeta, wd, coefficient, finish_time;
} animdb_c_spring_model;

void animdb_c_interpolating_spring_init(animdb_c_spring_model *s, double m, double k, double c, double v0);
double animdb_c_interpolating_spring_value(const animdb_c_spring_model *s, double t);

/* The fluid spring integrator (fixed 1/300 s steps), advanced sequentially to increasing sample times, with the
 * bookkeeping AnimationSampler does per sample: logical completion, the stall rule and the finish rule. */
typedef struct {
    double response, damping_fraction, target;
    double x, v, f, time, start_time;
    int logically_complete, finished;
} animdb_c_fluid_spring;

void animdb_c_fluid_spring_init(animdb_c_fluid_spring *s, double response, double damping_fraction, double target);
double animdb_c_fluid_spring_sample(animdb_c_fluid_spring *s, double t);

/* A keyframe track of linear and cubic-Hermite segments, evaluated by binary search. */
typedef struct {
    size_t count;
    const double *start; /* segment start times */
    const double *duration;
    const double *from;
    const double *to;
    const double *v0; /* start velocity per second (cubic) */
    const double *v1; /* end velocity per second (cubic) */
    const int *kind;  /* 0 linear, 1 cubic */
    double initial;
} animdb_c_track;

double animdb_c_track_value(const animdb_c_track *track, double t);

#endif
