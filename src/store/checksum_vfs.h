// Page checksums for every database graphgames writes (census results, sweeps, proofs): an
// SQLite VFS shim that keeps a checksum in the last 8 bytes of each page (the page's reserved
// bytes) and verifies it on every read, as SQLite's own cksumvfs extension does (which
// Debian's libsqlite3 does not ship). A flipped bit anywhere in a page, index or table,
// makes the read fail with SQLITE_IOERR_DATA instead of giving fewer rows.
//
// Pages carry checksums when the file's reserved bytes per page are kChecksumBytes: new
// databases are created so, older ones are rebuilt so when first opened for writing
// (open_database). Files without them are read as before, unverified.
#pragma once

#include <sqlite3.h>

#include <cstdint>
#include <optional>

namespace gg::store {

inline constexpr int kChecksumBytes = 8;
// A database file whose name ends so is written with checksums from its first page: the copy
// an older file is rebuilt into.
inline constexpr const char* kRebuiltSuffix = ".with-checksums";

// The name of the shim, registered (once) on first use; pass it to sqlite3_open_v2.
const char* checksum_vfs_name();

// Whether the database open on `db` has checksums in its pages (and has them verified).
bool pages_checksummed(sqlite3* db);
// For a database still empty whose reserved bytes were just set: its first pages, wherever
// SQLite writes them (the write-ahead log included), get checksums.
void expect_checksums(sqlite3* db);

// The byte offset of the last page that failed its checksum on this thread.
std::optional<std::int64_t> last_checksum_fault();

}  // namespace gg::store
