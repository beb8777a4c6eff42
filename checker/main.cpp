// gg-check: verifies graphgames certificates from the rules alone (docs/certificates.md).
//
//   gg-check FILE... [--expect KEY=VALUE]... [--parts-apart] [--json]
//
// Exit status: 0 every proof holds, 1 one is refused (the reason names the first failing line
// of play), 2 the command line is wrong.
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

#include "board.h"
#include "certificate_reader.h"
#include "component_values.h"
#include "cycles_rules.h"
#include "edge_rules.h"
#include "geography_rules.h"
#include "node_kayles_rules.h"
#include "trail_trap_rules.h"
#include "trails_rules.h"
#include "walk.h"

namespace {

using gg_check::CertificateReader;
using gg_check::Refused;

struct Verified {
  std::string board_words;  // what the board is, in the checker's own words
  std::string rules;
  gg_check::WalkResult walk;
  // With --parts-apart: the parts whose seal and header were checked but not their trees,
  // as (file, start moves); each is verified by a gg-check run of its own.
  std::vector<std::pair<std::string, std::string>> parts_apart;
};

std::vector<std::string> words(const std::string& text) {
  std::istringstream in(text);
  return {std::istream_iterator<std::string>(in), std::istream_iterator<std::string>()};
}

// The claims of the header: "claim win" with "winner P" (P wins against all the others
// together), or, for three players, "claim nobody" (each player in turn is kept from winning
// by the other two together: one tree per player, in order).
template <class R>
Verified walk(const R& rules, CertificateReader& reader, std::string board_words,
              std::string words_of_rules, int players, bool parts_apart) {
  const gg_check::Header& header = reader.header();
  const std::string& claim = header.field("claim");
  const std::vector<std::string> start = words(header.field("moves"));
  Verified v{std::move(board_words), std::move(words_of_rules), {}, {}};
  // A part (docs/certificates.md, "Parts"): a certificate of its own in FILE.parts named by
  // its digest, with this header but for the start moves, which are the line that reaches it.
  const auto check_part = [&](const std::string& digest, const std::vector<std::string>& line) {
    try {
      if (digest.size() != 64 || digest.find_first_not_of("0123456789abcdef") != std::string::npos)
        throw Refused("a part is named by its digest");
      const std::string file = reader.path() + ".parts/" + digest + ".cert";
      CertificateReader part(file);
      auto theirs = part.header().fields(), ours = header.fields();
      for (auto* fields : {&theirs, &ours})
        std::erase_if(*fields, [](const auto& field) { return field.first == "moves"; });
      if (part.digest_hex() != digest) throw Refused("it seals another digest");
      if (theirs != ours) throw Refused("its header names another game, board, rules or claim");
      if (words(part.header().field("moves")) != line)
        throw Refused("it proves the position after '" + part.header().field("moves") + "'");
      if (parts_apart) {
        v.parts_apart.emplace_back(file, part.header().field("moves"));
        return gg_check::WalkResult{0, 0, 1, 0, part.file_size()};
      }
      const gg_check::WalkResult w = walk(rules, part, v.board_words, v.rules, players, false).walk;
      return gg_check::WalkResult{0, w.positions, w.parts + 1, w.nodes + w.part_nodes,
                                  part.file_size() + w.part_bytes};
    } catch (const Refused& e) {
      throw Refused(gg_check::where(line) + ": part '" + digest + "': " + e.what());
    }
  };
  if (claim == "win") {
    const std::string& winner = header.field("winner");
    if (winner.size() != 1 || winner[0] < '1' || winner[0] - '0' > players)
      throw Refused("winner must be a player, 1 to " + std::to_string(players));
    v.walk += gg_check::Walker<R>(rules, reader, {winner[0] - '0', false, players}, check_part)
                  .run(start);
  } else if (claim == "nobody" && players > 2) {
    if (header.field("winner") != "0") throw Refused("a claim that nobody wins names winner 0");
    for (int p = 1; p <= players; ++p)
      v.walk += gg_check::Walker<R>(rules, reader, {p, true, players}).run(start);
  } else {
    throw Refused("unknown claim '" + claim + "'");
  }
  const std::uint64_t counted = reader.finish();
  if (counted != v.walk.nodes) throw Refused("the trailer counts a different number of nodes");
  return v;
}

template <class R>
Verified walk_graph_game(const R& rules, CertificateReader& reader, bool parts_apart,
                         int players = 2) {
  gg_check::confirm_named_family(rules.board(), reader.header().field("board"));
  return walk(rules, reader, describe(rules.board()), rules.rules(), players, parts_apart);
}

// Node Kayles proven by component values (component_values.h) instead of a tree.
Verified check_component_values(const gg_check::NodeKaylesRules& rules, CertificateReader& reader) {
  const gg_check::Header& header = reader.header();
  gg_check::confirm_named_family(rules.board(), header.field("board"));
  if (header.field("claim") != "win") throw Refused("a proof by component values claims a win");
  const std::string& winner = header.field("winner");
  if (winner != "1" && winner != "2") throw Refused("winner must be a player, 1 to 2");
  const auto s = gg_check::play_start_moves(rules, words(header.field("moves")));
  Verified v{describe(rules.board()), rules.rules(), {}, {}};
  v.walk = gg_check::ComponentValues(rules.board()).run(reader, s.free, s.mover, winner[0] - '0');
  if (reader.finish() != v.walk.nodes)
    throw Refused("the trailer counts a different number of nodes");
  return v;
}

Verified check(CertificateReader& reader, bool parts_apart) {
  const gg_check::Header& header = reader.header();
  const std::string& game = header.field("game");
  if (game == "trail-trap")
    return walk_graph_game(gg_check::TrailTrapRules(header), reader, parts_apart);
  if (game == "edge") return walk_graph_game(gg_check::EdgeRules(header), reader, parts_apart);
  if (game == "cycles") {
    const gg_check::CyclesRules rules(header);
    return walk_graph_game(rules, reader, parts_apart, rules.players());
  }
  if (game == "vertex-geography" || game == "edge-geography")
    return walk_graph_game(gg_check::GeographyRules(header, game == "vertex-geography"), reader,
                           parts_apart);
  if (header.has("proof") && !(game == "node-kayles" && header.field("proof") == "components"))
    throw Refused("unknown kind of proof '" + header.field("proof") + "' for " + game);
  if (game == "node-kayles" && header.has("proof"))
    return check_component_values(gg_check::NodeKaylesRules(header), reader);
  if (game == "node-kayles")
    return walk_graph_game(gg_check::NodeKaylesRules(header), reader, parts_apart);
  if (game == "trails") {
    const gg_check::TrailsRules rules(header);
    return walk(rules, reader, rules.board_words(), "standard", 2, parts_apart);
  }
  throw Refused("unknown game '" + game + "'");
}

std::string json_string(const std::string& s) {
  std::string out = "\"";
  for (const char c : s) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (static_cast<unsigned char>(c) < 0x20) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04x", c);
      out += buf;
    } else {
      out += c;
    }
  }
  return out + "\"";
}

// On a terminal: how much of the proof is checked and, from the rate so far, how long the rest
// may take; renewed at most once a second. Nothing when stderr is not a terminal.
std::function<void(double)> progress_line(const std::string& path,
                                          std::chrono::steady_clock::time_point started) {
  return [path, started, last = std::chrono::steady_clock::time_point{}](double done) mutable {
    const auto now = std::chrono::steady_clock::now();
    if (now - last < std::chrono::seconds(1)) return;
    last = now;
    const double left = std::chrono::duration<double>(now - started).count() * (1 - done) / done;
    std::cerr << "\rgg-check: " << path << ": " << static_cast<int>(100 * done) << "% checked"
              << (done < 0.01 ? ""
                  : left < 120
                      ? ", about " + std::to_string(static_cast<int>(left)) + " s left"
                      : ", about " + std::to_string(static_cast<int>(left / 60)) + " min left")
              << "\033[K" << std::flush;
  };
}

constexpr const char* kUsage =
    "usage: gg-check FILE... [--expect KEY=VALUE]... [--parts-apart] [--json]\n";

int usage(const std::string& why) {
  std::cerr << "gg-check: " << why << "\n" << kUsage;
  return 2;
}

}  // namespace

// Verifies one certificate and reports it; false when it is refused. With several files each
// line names its file, and a JSON verdict carries it as "file".
bool verify(const std::string& path,
            const std::vector<std::pair<std::string, std::string>>& expected, bool json,
            bool several, bool parts_apart) {
  const auto started = std::chrono::steady_clock::now();
  const bool terminal = isatty(STDERR_FILENO) != 0;
  const std::string prefix = several ? path + ": " : "";
  const std::string file_key = several ? "\"file\": " + json_string(path) + ", " : "";
  try {
    CertificateReader reader(path);
    if (terminal) reader.on_progress(progress_line(path, started));
    const gg_check::Header& header = reader.header();
    for (const auto& [key, value] : expected) {
      if (!header.has(key) || header.field(key) != value)
        throw Refused("the certificate is for " + key + " '" +
                      (header.has(key) ? header.field(key) : "") + "', not '" + value + "'");
    }
    const Verified v = check(reader, parts_apart);
    if (terminal) std::cerr << "\r\033[K" << std::flush;  // the progress line, cleared
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    const std::string& moves = header.field("moves");
    // Totals, parts included (docs/certificates.md, "Parts").
    const std::uint64_t nodes = v.walk.nodes + v.walk.part_nodes;
    const std::uint64_t bytes = reader.file_size() + v.walk.part_bytes;
    const bool by_components = header.has("proof");
    const std::string claim = header.field("claim") == "nobody"
                                  ? "no player can force a win against the others together"
                                  : "player " + header.field("winner") + " wins";
    // With --parts-apart the verdict holds if every part listed verifies in a run of its own.
    const std::string verified =
        v.parts_apart.empty() ? "verified: " : "verified if its parts verify: ";
    std::string apart_json, apart_text;
    for (const auto& [file, start] : v.parts_apart) {
      if (!apart_json.empty()) apart_json += ", ";
      apart_json += "{\"file\": ";
      apart_json += json_string(file);
      apart_json += ", \"moves\": ";
      apart_json += json_string(start);
      apart_json += "}";
      apart_text += "  part ";
      apart_text += file;
      apart_text += " (after ";
      apart_text += start;
      apart_text += "): verify it with gg-check on that file\n";
    }
    if (json) {
      std::cout << "{" << file_key
                << "\"verified\": true, \"game\": " << json_string(header.field("game"))
                << ", \"claim\": " << json_string(header.field("claim"))
                << ", \"board\": " << json_string(header.field("board"))
                << ", \"board_checked\": " << json_string(v.board_words)
                << ", \"rules\": " << json_string(v.rules) << ", \"moves\": " << json_string(moves)
                << ", \"winner\": " << header.field("winner") << ", \"nodes\": " << nodes
                << ", \"positions\": " << v.walk.positions << ", \"parts\": " << v.walk.parts
                << ", \"bytes\": " << bytes << ", \"sha256\": " << json_string(reader.digest_hex())
                << ", \"parts_apart\": [" << apart_json << "], \"seconds\": " << seconds << "}\n";
    } else if (several) {
      std::cout << prefix << verified << claim << " (" << v.walk.positions << " "
                << (by_components ? "component values" : "positions") << ")\n";
    } else {
      std::cout << verified << claim << " in " << header.field("game") << " on "
                << header.field("board") << " (" << v.board_words << "; " << v.rules << ")"
                << (moves.empty() ? "" : " after " + moves) << "\n"
                << "  "
                << (by_components ? std::to_string(v.walk.positions) + " component values"
                                  : std::to_string(nodes) + " nodes, " +
                                        std::to_string(v.walk.positions) + " positions")
                << " proven, "
                << (v.walk.parts ? std::to_string(v.walk.parts) +
                                       (v.parts_apart.empty() ? " parts verified, "
                                                              : " parts sealed (trees apart), ")
                                 : "")
                << bytes << " bytes, " << seconds << " s\n"
                << "  content sha256 " << reader.digest_hex() << "\n"
                << apart_text;
    }
    return true;
  } catch (const std::exception& e) {  // Refused, or out of memory
    if (terminal) std::cerr << "\r\033[K";
    if (json)
      std::cout << "{" << file_key << "\"verified\": false, \"reason\": " << json_string(e.what())
                << "}\n";
    std::cerr << "gg-check: " << prefix << "refused: " << e.what() << "\n";
    return false;
  }
}

int main(int argc, char** argv) {
  std::vector<std::string> paths;
  std::vector<std::pair<std::string, std::string>> expected;
  bool json = false, parts_apart = false;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--json") {
      json = true;
    } else if (arg == "--parts-apart") {
      parts_apart = true;
    } else if (arg == "--expect" && i + 1 < argc) {
      const std::string item = argv[++i];
      const auto eq = item.find('=');
      if (eq == std::string::npos) return usage("--expect takes KEY=VALUE, not '" + item + "'");
      expected.emplace_back(item.substr(0, eq), item.substr(eq + 1));
    } else if (arg == "--help" || arg == "-h") {
      std::cout << kUsage
                << "Verifies graphgames certificates from the rules alone: exit 0 when every proof "
                   "holds,\n1 when one is refused (with the first failing line of play), 2 for a "
                   "wrong command.\nWith several files, one line (or JSON object) per file.\n"
                   "--parts-apart: check each part's seal and header here but not its tree; the "
                   "verdict\nthen holds if each part listed verifies in a gg-check run of its "
                   "own.\n";
      return 0;
    } else if (!arg.empty() && arg[0] == '-') {
      return usage("unknown option " + arg);
    } else {
      paths.push_back(arg);
    }
  }
  if (paths.empty()) return usage("name the certificate file");
  // A directory, a pipe or a device is no certificate: said at once (a pipe would block).
  for (const std::string& path : paths) {
    std::error_code ec;
    const auto status = std::filesystem::status(path, ec);
    if (!ec && std::filesystem::exists(status) && !std::filesystem::is_regular_file(status))
      return usage(path +
                   " is not a regular file (a directory, pipe or device): give a "
                   "certificate file");
  }
  std::size_t refused = 0;
  for (const std::string& path : paths)
    refused += verify(path, expected, json, paths.size() > 1, parts_apart) ? 0 : 1;
  if (paths.size() > 1 && !json)
    std::cout << paths.size() - refused << " verified, " << refused << " refused\n";
  return refused == 0 ? 0 : 1;
}
