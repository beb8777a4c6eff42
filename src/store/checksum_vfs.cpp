#include "store/checksum_vfs.h"

#include <cstring>
#include <mutex>
#include <string_view>

namespace gg::store {
namespace {

constexpr const char* kName = "gg-checksum";

// The file object SQLite allocates (vfs.szOsFile bytes): this header, then the file of the
// system's VFS that does the real work.
struct ChecksumFile {
  sqlite3_file base;
  // The header says the pages keep kChecksumBytes for them.
  bool checksummed;
};
static_assert(sizeof(ChecksumFile) % 8 == 0);

sqlite3_vfs* system_vfs = nullptr;
thread_local std::optional<std::int64_t> fault;

sqlite3_file* inner(sqlite3_file* file) {
  return reinterpret_cast<sqlite3_file*>(reinterpret_cast<ChecksumFile*>(file) + 1);
}

ChecksumFile* outer(sqlite3_file* file) { return reinterpret_cast<ChecksumFile*>(file); }

// A whole page: SQLite's page sizes are the powers of two from 512 to 65536. Other reads
// and writes (the 100-byte header) are not pages.
bool is_page(int bytes) { return bytes >= 512 && bytes <= 65536 && (bytes & (bytes - 1)) == 0; }

// Fletcher-style sums over the page's 32-bit words, as cksumvfs computes them: any single
// changed bit changes one word by a power of two, hence the first sum.
void checksum(const unsigned char* page, int bytes, unsigned char out[kChecksumBytes]) {
  std::uint32_t s1 = 0;
  std::uint32_t s2 = 0;
  for (int i = 0; i + 8 <= bytes; i += 8) {
    std::uint32_t a = 0;
    std::uint32_t b = 0;
    std::memcpy(&a, page + i, 4);
    std::memcpy(&b, page + i + 4, 4);
    s1 += a + s2;
    s2 += b + s1;
  }
  std::memcpy(out, &s1, 4);
  std::memcpy(out + 4, &s2, 4);
}

// The database header at the start of the file says whether pages keep kChecksumBytes.
void note_header(ChecksumFile* f, const void* data, int bytes, sqlite3_int64 offset) {
  if (offset != 0 || bytes < 100) return;
  const auto* header = static_cast<const unsigned char*>(data);
  if (std::memcmp(header, "SQLite format 3", 16) == 0)
    f->checksummed = header[20] == kChecksumBytes;
}

int x_close(sqlite3_file* file) {
  sqlite3_file* real = inner(file);
  return real->pMethods->xClose(real);
}

int x_read(sqlite3_file* file, void* data, int bytes, sqlite3_int64 offset) {
  sqlite3_file* real = inner(file);
  const int code = real->pMethods->xRead(real, data, bytes, offset);
  if (code != SQLITE_OK) return code;
  ChecksumFile* f = outer(file);
  note_header(f, data, bytes, offset);
  if (is_page(bytes) && f->checksummed) {
    unsigned char expected[kChecksumBytes];
    const auto* page = static_cast<const unsigned char*>(data);
    checksum(page, bytes - kChecksumBytes, expected);
    if (std::memcmp(page + bytes - kChecksumBytes, expected, kChecksumBytes) != 0) {
      fault = offset;
      return SQLITE_IOERR_DATA;
    }
  }
  return SQLITE_OK;
}

int x_write(sqlite3_file* file, const void* data, int bytes, sqlite3_int64 offset) {
  ChecksumFile* f = outer(file);
  note_header(f, data, bytes, offset);
  if (is_page(bytes) && f->checksummed) {
    // The reserved bytes belong to the VFS: SQLite leaves them for it to fill. (A
    // write-ahead log could not take this: its frame checksums are computed before the
    // write, over the page as it was. open_database keeps databases out of WAL mode.)
    auto* page = static_cast<unsigned char*>(const_cast<void*>(data));
    checksum(page, bytes - kChecksumBytes, page + bytes - kChecksumBytes);
  }
  sqlite3_file* real = inner(file);
  return real->pMethods->xWrite(real, data, bytes, offset);
}

int x_truncate(sqlite3_file* file, sqlite3_int64 size) {
  sqlite3_file* real = inner(file);
  return real->pMethods->xTruncate(real, size);
}

int x_sync(sqlite3_file* file, int flags) {
  sqlite3_file* real = inner(file);
  return real->pMethods->xSync(real, flags);
}

int x_file_size(sqlite3_file* file, sqlite3_int64* size) {
  sqlite3_file* real = inner(file);
  return real->pMethods->xFileSize(real, size);
}

int x_lock(sqlite3_file* file, int level) {
  sqlite3_file* real = inner(file);
  return real->pMethods->xLock(real, level);
}

int x_unlock(sqlite3_file* file, int level) {
  sqlite3_file* real = inner(file);
  return real->pMethods->xUnlock(real, level);
}

int x_check_reserved_lock(sqlite3_file* file, int* out) {
  sqlite3_file* real = inner(file);
  return real->pMethods->xCheckReservedLock(real, out);
}

int x_file_control(sqlite3_file* file, int op, void* arg) {
  sqlite3_file* real = inner(file);
  const int code = real->pMethods->xFileControl(real, op, arg);
  if (op == SQLITE_FCNTL_VFSNAME && code == SQLITE_OK) {
    // The name chain SQLite reports: this shim over the system's.
    char** name = static_cast<char**>(arg);
    char* chained = sqlite3_mprintf("%s/%z", kName, *name);
    *name = chained;
  }
  return code;
}

int x_sector_size(sqlite3_file* file) {
  sqlite3_file* real = inner(file);
  return real->pMethods->xSectorSize(real);
}

int x_device_characteristics(sqlite3_file* file) {
  sqlite3_file* real = inner(file);
  return real->pMethods->xDeviceCharacteristics(real);
}

int x_shm_map(sqlite3_file* file, int region, int size, int extend, void volatile** out) {
  sqlite3_file* real = inner(file);
  return real->pMethods->xShmMap(real, region, size, extend, out);
}

int x_shm_lock(sqlite3_file* file, int offset, int n, int flags) {
  sqlite3_file* real = inner(file);
  return real->pMethods->xShmLock(real, offset, n, flags);
}

void x_shm_barrier(sqlite3_file* file) {
  sqlite3_file* real = inner(file);
  real->pMethods->xShmBarrier(real);
}

int x_shm_unmap(sqlite3_file* file, int delete_flag) {
  sqlite3_file* real = inner(file);
  return real->pMethods->xShmUnmap(real, delete_flag);
}

// Memory-mapped pages would bypass x_read and its check: SQLite reads every page instead.
int x_fetch(sqlite3_file*, sqlite3_int64, int, void** out) {
  *out = nullptr;
  return SQLITE_OK;
}

int x_unfetch(sqlite3_file*, sqlite3_int64, void*) { return SQLITE_OK; }

const sqlite3_io_methods kMethods = {3,
                                     x_close,
                                     x_read,
                                     x_write,
                                     x_truncate,
                                     x_sync,
                                     x_file_size,
                                     x_lock,
                                     x_unlock,
                                     x_check_reserved_lock,
                                     x_file_control,
                                     x_sector_size,
                                     x_device_characteristics,
                                     x_shm_map,
                                     x_shm_lock,
                                     x_shm_barrier,
                                     x_shm_unmap,
                                     x_fetch,
                                     x_unfetch};

int x_open(sqlite3_vfs*, const char* name, sqlite3_file* file, int flags, int* out_flags) {
  // Only the database's pages are checked; journals (which hold page images as they were
  // read, checked) and temporary files are the system VFS's own, as is the write-ahead log
  // of a database of the previous format, which has no checksums.
  if ((flags & SQLITE_OPEN_MAIN_DB) == 0)
    return system_vfs->xOpen(system_vfs, name, file, flags, out_flags);
  ChecksumFile* f = outer(file);
  std::memset(f, 0, sizeof(ChecksumFile));
  const int code = system_vfs->xOpen(system_vfs, name, inner(file), flags, out_flags);
  if (code != SQLITE_OK) {
    if (inner(file)->pMethods != nullptr) inner(file)->pMethods->xClose(inner(file));
    return code;
  }
  // A file being rebuilt with checksums (add_checksums) has them from its first page on.
  const std::string_view path = name != nullptr ? name : "";
  f->checksummed = path.ends_with(kRebuiltSuffix);
  f->base.pMethods = &kMethods;
  return SQLITE_OK;
}

int x_delete(sqlite3_vfs*, const char* name, int sync) {
  return system_vfs->xDelete(system_vfs, name, sync);
}

int x_access(sqlite3_vfs*, const char* name, int flags, int* out) {
  return system_vfs->xAccess(system_vfs, name, flags, out);
}

int x_full_pathname(sqlite3_vfs*, const char* name, int size, char* out) {
  return system_vfs->xFullPathname(system_vfs, name, size, out);
}

void* x_dl_open(sqlite3_vfs*, const char* name) { return system_vfs->xDlOpen(system_vfs, name); }

void x_dl_error(sqlite3_vfs*, int size, char* out) { system_vfs->xDlError(system_vfs, size, out); }

void (*x_dl_sym(sqlite3_vfs*, void* handle, const char* symbol))(void) {
  return system_vfs->xDlSym(system_vfs, handle, symbol);
}

void x_dl_close(sqlite3_vfs*, void* handle) { system_vfs->xDlClose(system_vfs, handle); }

int x_randomness(sqlite3_vfs*, int size, char* out) {
  return system_vfs->xRandomness(system_vfs, size, out);
}

int x_sleep(sqlite3_vfs*, int microseconds) { return system_vfs->xSleep(system_vfs, microseconds); }

int x_current_time(sqlite3_vfs*, double* now) { return system_vfs->xCurrentTime(system_vfs, now); }

int x_get_last_error(sqlite3_vfs*, int size, char* out) {
  return system_vfs->xGetLastError(system_vfs, size, out);
}

int x_current_time_int64(sqlite3_vfs*, sqlite3_int64* now) {
  return system_vfs->xCurrentTimeInt64(system_vfs, now);
}

sqlite3_vfs checksum_vfs{};

void register_vfs() {
  system_vfs = sqlite3_vfs_find(nullptr);
  checksum_vfs.iVersion = 2;
  checksum_vfs.szOsFile = static_cast<int>(sizeof(ChecksumFile)) + system_vfs->szOsFile;
  checksum_vfs.mxPathname = system_vfs->mxPathname;
  checksum_vfs.zName = kName;
  checksum_vfs.xOpen = x_open;
  checksum_vfs.xDelete = x_delete;
  checksum_vfs.xAccess = x_access;
  checksum_vfs.xFullPathname = x_full_pathname;
  checksum_vfs.xDlOpen = x_dl_open;
  checksum_vfs.xDlError = x_dl_error;
  checksum_vfs.xDlSym = x_dl_sym;
  checksum_vfs.xDlClose = x_dl_close;
  checksum_vfs.xRandomness = x_randomness;
  checksum_vfs.xSleep = x_sleep;
  checksum_vfs.xCurrentTime = x_current_time;
  checksum_vfs.xGetLastError = x_get_last_error;
  checksum_vfs.xCurrentTimeInt64 = x_current_time_int64;
  sqlite3_vfs_register(&checksum_vfs, 0);
}

}  // namespace

const char* checksum_vfs_name() {
  static std::once_flag once;
  std::call_once(once, register_vfs);
  return kName;
}

namespace {

ChecksumFile* database_file(sqlite3* db) {
  sqlite3_file* file = nullptr;
  if (sqlite3_file_control(db, "main", SQLITE_FCNTL_FILE_POINTER, &file) != SQLITE_OK ||
      file == nullptr || file->pMethods != &kMethods)
    return nullptr;
  return outer(file);
}

}  // namespace

bool pages_checksummed(sqlite3* db) {
  const ChecksumFile* file = database_file(db);
  return file != nullptr && file->checksummed;
}

void expect_checksums(sqlite3* db) {
  if (ChecksumFile* file = database_file(db); file != nullptr) file->checksummed = true;
}

std::optional<std::int64_t> last_checksum_fault() { return fault; }

}  // namespace gg::store
