#ifndef ANIMDB_BASELINE_H
#define ANIMDB_BASELINE_H
double animdb_c_placeholder(double x);
#endif
