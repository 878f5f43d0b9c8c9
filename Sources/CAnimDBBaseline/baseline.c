#include "animdb_baseline.h"
double animdb_c_placeholder(double x) { return x; }
