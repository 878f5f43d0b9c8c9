#ifndef ANIMDB_CSQLITE_SHIM_H
#define ANIMDB_CSQLITE_SHIM_H

#include <sqlite3.h>

// Swift cannot import SQLITE_TRANSIENT: it is a macro casting -1 to a function pointer.
// Binding with it makes SQLite copy the bytes, so Swift buffers may be released right after the call.
static inline sqlite3_destructor_type animdb_sqlite_transient(void) {
    return SQLITE_TRANSIENT;
}

// sqlite3_db_config is variadic, which Swift cannot call; these wrappers fix the argument lists.
static inline int animdb_sqlite_db_config_int(sqlite3 *db, int option, int value, int *result) {
    return sqlite3_db_config(db, option, value, result);
}

#endif
