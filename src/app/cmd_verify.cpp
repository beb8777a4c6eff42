// gg verify FILE...: checks certificates with gg-check, the checker that shares no code with
// the engine (docs/certificates.md). A thin call, so that there is one proof format and one
// checker: gg-check is found beside gg (both are built and installed into one directory), else
// on PATH, and its output and exit status are gg verify's.
#include <unistd.h>

#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "app/command.h"
#include "core/error.h"

namespace gg::app {
namespace {

namespace fs = std::filesystem;

fs::path find_checker() {
  std::error_code ec;
  const fs::path self = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    const fs::path beside = self.parent_path() / "gg-check";
    if (access(beside.c_str(), X_OK) == 0) return beside;
  }
  if (const char* path = std::getenv("PATH")) {
    std::istringstream dirs(path);
    std::string dir;
    while (std::getline(dirs, dir, ':')) {
      const fs::path candidate = fs::path(dir.empty() ? "." : dir) / "gg-check";
      if (access(candidate.c_str(), X_OK) == 0) return candidate;
    }
  }
  throw InputError("gg-check (the certificate checker) is neither beside " +
                   (ec ? std::string("gg") : self.string()) +
                   " nor on PATH; build or install both programs");
}

// The form of earlier versions, `gg verify GAME BOARD strategy.json`, named a strategy tree,
// which is a picture and no longer a proof.
void refuse_strategy_trees(const std::vector<std::string>& files) {
  if (!files.empty() && !fs::exists(files.front()))
    for (const auto& game : all_games())
      if (files.front() == game->name())
        throw InputError(
            "gg verify checks certificate files, `gg verify F.cert`; write one with "
            "`gg solve " +
            files.front() + " BOARD --certificate F.cert`");
  for (const std::string& file : files) {
    std::error_code ec;
    if (!fs::is_regular_file(file, ec)) continue;  // a pipe is read once, by the checker
    std::ifstream in(file, std::ios::binary);
    char first = 0;
    while (in.get(first) && std::isspace(static_cast<unsigned char>(first))) {
    }
    if (in && first == '{')
      throw InputError(file +
                       " is a strategy tree (JSON), a picture of a strategy and not a proof; "
                       "write a certificate with `gg solve GAME BOARD --certificate F.cert` and "
                       "check it with `gg verify F.cert`");
  }
}

}  // namespace

// The checker's exit status is gg verify's (execv), so the command sets none of its own.
void register_verify(CLI::App& app, int& /*exit_code*/) {
  struct Args {
    std::vector<std::string> files;
    std::vector<std::string> expect;
    std::string claim;
    bool parts_apart = false;
    bool json = false;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand(
      "verify",
      "Check certificates with gg-check (exit 0 all hold, 1 one is refused, 3 parts "
      "left unchecked)");
  cmd->add_option("certificate", args->files,
                  "Certificate files (from gg solve --certificate or Python's gg.certificate)")
      ->required();
  cmd->add_option("--expect", args->expect,
                  "KEY=VALUE the claim must have (game, board, winner, moves, board_digest, a "
                  "rule); every field not named must have its default");
  cmd->add_option("--claim", args->claim,
                  "The whole claim, e.g. \"trail-trap K10: player 2 wins\"");
  cmd->add_flag("--parts-apart", args->parts_apart,
                "Check the trees of parts only if their files are named too");
  cmd->add_flag("--json", args->json, "Print one JSON object per certificate");
  cmd->callback([args] {
    refuse_strategy_trees(args->files);
    const fs::path checker = find_checker();
    std::vector<std::string> words{checker.string()};
    words.insert(words.end(), args->files.begin(), args->files.end());
    for (const std::string& e : args->expect) words.insert(words.end(), {"--expect", e});
    if (!args->claim.empty()) words.insert(words.end(), {"--claim", args->claim});
    if (args->parts_apart) words.emplace_back("--parts-apart");
    if (args->json) words.emplace_back("--json");
    std::vector<char*> argv;
    for (std::string& w : words) argv.push_back(w.data());
    argv.push_back(nullptr);
    std::cout.flush();
    execv(checker.c_str(), argv.data());
    throw InputError("cannot run " + checker.string());
  });
}

}  // namespace gg::app
