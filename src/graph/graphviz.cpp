#include "graph/graphviz.h"

#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <sstream>

#include "core/error.h"

extern char** environ;

namespace gg {
namespace {

// A temporary file removed when it goes out of scope.
class TempFile {
 public:
  TempFile() {
    const int fd = mkstemp(path_);
    if (fd < 0) throw InputError("cannot create a temporary file for Graphviz");
    close(fd);
  }
  ~TempFile() { std::remove(path_); }
  TempFile(const TempFile&) = delete;
  TempFile& operator=(const TempFile&) = delete;
  const char* path() const { return path_; }

 private:
  char path_[32] = "/tmp/gg-graphviz-XXXXXX";
};

}  // namespace

std::string svg_from_dot(const std::string& dot, const std::string& engine) {
  TempFile in;
  TempFile out;
  {
    std::ofstream file(in.path());
    if (!file || !(file << dot)) throw InputError("cannot write a temporary file for Graphviz");
  }
  std::string out_arg = "-o" + std::string(out.path());
  std::string engine_arg = "-K" + engine;
  char* argv[] = {const_cast<char*>("dot"),     engine_arg.data(),
                  const_cast<char*>("-Tsvg"),   out_arg.data(),
                  const_cast<char*>(in.path()), nullptr};
  pid_t pid = 0;
  const int spawned = posix_spawnp(&pid, "dot", nullptr, nullptr, argv, environ);
  if (spawned != 0)
    throw InputError("Graphviz 'dot' is not installed (scripts/install-deps.sh installs it)");
  int status = 0;
  waitpid(pid, &status, 0);
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
    throw InputError("Graphviz could not lay out the picture");
  std::ifstream file(out.path());
  std::ostringstream svg;
  svg << file.rdbuf();
  return svg.str();
}

}  // namespace gg
