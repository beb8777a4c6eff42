// gg-check: verifies graphgames certificates from the rules alone (docs/certificates.md).
//
//   gg-check FILE... [--expect KEY=VALUE]... [--parts-apart] [--json]
//
// Exit status: 0 every proof holds, 1 one is refused (the reason names the first failing line
// of play), 2 the command line is wrong, 3 --parts-apart left parts unchecked.
#include <unistd.h>

#include <cctype>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <iterator>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <type_traits>
#include <vector>

#include "board.h"
#include "certificate_reader.h"
#include "claim.h"
#include "component_values.h"
#include "cycles_rules.h"
#include "drawing.h"
#include "edcn.h"
#include "edge_rules.h"
#include "geography_rules.h"
#include "node_kayles_rules.h"
#include "trail_trap_rules.h"
#include "trails_rules.h"
#include "walk.h"

namespace {

using gg_check::CertificateReader;
using gg_check::Refused;

// What the checker confirms about the board beyond its rules, before any line of play.
struct BoardFacts {
  gg_check::Naming naming;
  std::optional<gg_check::Drawing> drawing;  // Game of Cycles
  int colours = 0, edcn = 0;                 // EDGe: the colours stated; EDCN, 0 if unknown
};

struct Verified {
  std::string board_words;  // what the board is, in the checker's own words
  std::string rules;
  gg_check::WalkResult walk;
  // With --parts-apart: the parts whose seal and header were checked but not their trees,
  // as (file, start moves); each is verified by a gg-check run of its own.
  std::vector<std::pair<std::string, std::string>> parts_apart;
  BoardFacts facts;
};

// What --expect and --claim pin (docs/certificates.md, "Pinning the claim"): the fields named,
// and, once anything is named, the defaults of the fields not named: the empty start, the
// standard rules, the board's standard drawing and, for EDGe, EDCN colours.
class Expectations {
 public:
  void add(const std::string& key, const std::string& value) { fields_[key] = value; }
  bool any() const { return !fields_.empty(); }

  void check_header(const gg_check::Header& header, const gg_check::StatedClaim& claim) const {
    if (!any()) return;
    for (const auto& [key, value] : fields_) {
      const std::string stated = key == "board_digest" ? claim.board_digest : header.peek(key);
      if (stated != value)
        throw Refused("the certificate is for " + key + " '" + stated + "', not '" + value + "'");
    }
    const std::string& game = header.field("game");
    const std::map<std::string, std::string> defaults = {
        {"moves", ""},
        {"variant", game == "cycles" ? "leaves-exempt" : "standard"},
        {"distinct-placement", "no"},
        {"players", "2"},
        {"start", "none"}};
    for (const auto& [key, value] : defaults)
      if (header.has(key) && !fields_.count(key) && header.peek(key) != value)
        throw Refused("the certificate is for " + key + " '" + header.peek(key) +
                      "', not the default '" + value + "': name it with --expect " + key + "=...");
  }

  void check_facts(const gg_check::Header& header, const BoardFacts& facts) const {
    if (!any()) return;
    if (fields_.count("board") && !facts.naming.confirmed)
      throw Refused("the board named " + header.field("board") +
                    " is not confirmed by the checker: pin its edges with --expect "
                    "board_digest=... instead");
    if (facts.drawing && !fields_.count("cells") && !facts.drawing->is_standard)
      throw Refused((facts.drawing->standard.empty()
                         ? "the checker knows no standard drawing of " + header.field("board")
                         : "the cells are " + facts.drawing->standard) +
                    ": name them with --expect cells=...");
    if (facts.colours && !fields_.count("colors") && facts.colours != facts.edcn)
      throw Refused("the certificate is for " + std::to_string(facts.colours) +
                    " colours, not the board's EDCN" +
                    (facts.edcn ? " " + std::to_string(facts.edcn) : " (not determined)") +
                    ": name them with --expect colors=...");
  }

 private:
  std::map<std::string, std::string> fields_;
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
  Verified v{std::move(board_words), std::move(words_of_rules), {}, {}, {}};
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

// The board's facts (its name; the drawing for the Game of Cycles, EDCN for EDGe), pinned
// by the expectations before the walk.
template <class R>
BoardFacts board_facts(const R& rules, const gg_check::Header& header, const Expectations& expect) {
  BoardFacts facts{gg_check::confirm_named_family(rules.board(), header.field("board")), {}, 0, 0};
  if constexpr (std::is_same_v<R, gg_check::CyclesRules>)
    facts.drawing = gg_check::check_drawing(rules.board(), rules.cell_darts(),
                                            header.field("board"), facts.naming.confirmed);
  if constexpr (std::is_same_v<R, gg_check::EdgeRules>) {
    facts.colours = rules.colours();
    facts.edcn = gg_check::edcn(rules.board());
  }
  expect.check_facts(header, facts);
  return facts;
}

template <class R>
Verified walk_graph_game(const R& rules, CertificateReader& reader, bool parts_apart,
                         const Expectations& expect, int players = 2) {
  BoardFacts facts = board_facts(rules, reader.header(), expect);
  Verified v = walk(rules, reader, describe(rules.board()), rules.rules(), players, parts_apart);
  v.facts = std::move(facts);
  return v;
}

// Node Kayles proven by component values (component_values.h) instead of a tree.
Verified check_component_values(const gg_check::NodeKaylesRules& rules, CertificateReader& reader,
                                const Expectations& expect) {
  const gg_check::Header& header = reader.header();
  BoardFacts facts = board_facts(rules, header, expect);
  if (header.field("claim") != "win") throw Refused("a proof by component values claims a win");
  const std::string& winner = header.field("winner");
  if (winner != "1" && winner != "2") throw Refused("winner must be a player, 1 to 2");
  const auto s = gg_check::play_start_moves(rules, words(header.field("moves")));
  Verified v{describe(rules.board()), rules.rules(), {}, {}, std::move(facts)};
  v.walk = gg_check::ComponentValues(rules.board()).run(reader, s.free, s.mover, winner[0] - '0');
  if (reader.finish() != v.walk.nodes)
    throw Refused("the trailer counts a different number of nodes");
  return v;
}

Verified check(CertificateReader& reader, bool parts_apart, const Expectations& expect) {
  const gg_check::Header& header = reader.header();
  const std::string& game = header.field("game");
  if (game == "trail-trap")
    return walk_graph_game(gg_check::TrailTrapRules(header), reader, parts_apart, expect);
  if (game == "edge")
    return walk_graph_game(gg_check::EdgeRules(header), reader, parts_apart, expect);
  if (game == "cycles") {
    const gg_check::CyclesRules rules(header);
    return walk_graph_game(rules, reader, parts_apart, expect, rules.players());
  }
  if (game == "vertex-geography" || game == "edge-geography")
    return walk_graph_game(gg_check::GeographyRules(header, game == "vertex-geography"), reader,
                           parts_apart, expect);
  if (header.has("proof") && !(game == "node-kayles" && header.field("proof") == "components"))
    throw Refused("unknown kind of proof '" + header.field("proof") + "' for " + game);
  if (game == "node-kayles" && header.has("proof"))
    return check_component_values(gg_check::NodeKaylesRules(header), reader, expect);
  if (game == "node-kayles")
    return walk_graph_game(gg_check::NodeKaylesRules(header), reader, parts_apart, expect);
  if (game == "trails") {
    const gg_check::TrailsRules rules(header);
    const bool named = header.field("board") == header.field("size");
    const BoardFacts facts{
        {named, named ? "the " + rules.board_words() : "not confirmed"}, {}, 0, 0};
    expect.check_facts(header, facts);
    Verified v = walk(rules, reader, rules.board_words(), "standard", 2, parts_apart);
    v.facts = std::move(facts);
    return v;
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
    "usage: gg-check FILE... [--expect KEY=VALUE]... [--claim TEXT] [--parts-apart] [--json]\n";

int usage(const std::string& why) {
  std::cerr << "gg-check: " << why << "\n" << kUsage;
  return 2;
}

// One gg-check run over the files named (docs/certificates.md, "How gg-check decides").
enum class Outcome { verified, refused, parts_unchecked };

struct Run {
  Expectations expect;
  bool json = false, several = false, parts_apart = false;
  std::set<std::string> named;             // the files named, as canonical paths
  std::map<std::string, Outcome> outcome;  // of the files verified so far

  static std::string canonical(const std::string& path) {
    std::error_code ec;
    const auto p = std::filesystem::weakly_canonical(path, ec);
    return ec ? path : p.string();
  }

  // Verifies one certificate and reports it. With --parts-apart, a part that is also named
  // is verified here (its report first); a part not named leaves the verdict open (exit 3).
  Outcome verify(const std::string& path);
};

Outcome Run::verify(const std::string& path) {
  const std::string key = canonical(path);
  if (const auto it = outcome.find(key); it != outcome.end()) return it->second;
  outcome[key] = Outcome::refused;  // until shown otherwise (a part naming its root)
  const auto started = std::chrono::steady_clock::now();
  const bool terminal = isatty(STDERR_FILENO) != 0;
  const std::string prefix = several ? path + ": " : "";
  const std::string file_key = several ? "\"file\": " + json_string(path) + ", " : "";
  try {
    CertificateReader reader(path);
    if (terminal) reader.on_progress(progress_line(path, started));
    const gg_check::Header& header = reader.header();
    const gg_check::StatedClaim claim = gg_check::read_claim(header);
    expect.check_header(header, claim);
    const Verified v = check(reader, parts_apart, expect);
    if (const std::string unread = header.unread(); !unread.empty())
      throw Refused("the header field '" + unread + "' is none the checker knows for " +
                    header.field("game") + ": the claim would say more than was checked");
    if (terminal) std::cerr << "\r\033[K" << std::flush;  // the progress line, cleared
    std::vector<std::pair<std::string, std::string>> unchecked;
    for (const auto& part : v.parts_apart) {
      if (!named.count(canonical(part.first))) {
        unchecked.push_back(part);
      } else if (const Outcome o = verify(part.first); o == Outcome::refused) {
        throw Refused("its part " + part.first + " is refused");
      } else if (o == Outcome::parts_unchecked) {
        unchecked.push_back(part);
      }
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    const std::string& moves = header.field("moves");
    // Totals, parts included (docs/certificates.md, "Parts").
    const std::uint64_t nodes = v.walk.nodes + v.walk.part_nodes;
    const std::uint64_t bytes = reader.file_size() + v.walk.part_bytes;
    const bool by_components = header.has("proof");
    const bool graph = header.has("vertices");
    const BoardFacts& f = v.facts;
    const std::string verdict = header.field("claim") == "nobody"
                                    ? "no player can force a win against the others together"
                                    : "player " + header.field("winner") + " wins";
    const std::string verified =
        unchecked.empty()
            ? "verified: "
            : "not verified (" + std::to_string(unchecked.size()) + " parts unchecked): ";
    const std::string edcn = f.edcn ? "EDCN " + std::to_string(f.edcn) : "EDCN not determined";
    const std::string edges = graph ? gg_check::canonical_value(header.field("edges")) : "";
    const std::string cells = f.drawing ? gg_check::canonical_value(header.field("cells")) : "";
    std::string apart_json, unchecked_json, apart_text;
    for (const auto& [file, start] : v.parts_apart) {
      const std::string item =
          "{\"file\": " + json_string(file) + ", \"moves\": " + json_string(start) + "}";
      apart_json += (apart_json.empty() ? "" : ", ") + item;
      if (std::find(unchecked.begin(), unchecked.end(), std::pair{file, start}) == unchecked.end())
        continue;
      unchecked_json += (unchecked_json.empty() ? "" : ", ") + item;
      apart_text += "  part " + file + " (after " + start + "): unchecked; name it too\n";
    }
    const auto text_or_null = [](bool present, const std::string& text) {
      return present ? json_string(text) : std::string("null");
    };
    const bool drawn = f.drawing.has_value();
    if (json) {
      std::cout << "{" << file_key << "\"verified\": " << (unchecked.empty() ? "true" : "false")
                << ", \"game\": " << json_string(header.field("game"))
                << ", \"claim\": " << json_string(header.field("claim"))
                << ", \"claim_line\": " << json_string(claim.line)
                << ", \"board_digest\": " << json_string(claim.board_digest)
                << ", \"board\": " << json_string(header.field("board"))
                << ", \"board_confirmed\": " << (f.naming.confirmed ? "true" : "false")
                << ", \"board_naming\": " << json_string(f.naming.words)
                << ", \"board_checked\": " << json_string(v.board_words)
                << ", \"vertices\": " << (graph ? header.field("vertices") : "null")
                << ", \"edges\": " << text_or_null(graph, edges)
                << ", \"cells\": " << text_or_null(drawn, cells)
                << ", \"outer_face\": " << text_or_null(drawn, drawn ? f.drawing->outer : "")
                << ", \"drawing\": " << text_or_null(drawn, drawn ? f.drawing->standard : "")
                << ", \"colors\": " << (f.colours ? std::to_string(f.colours) : "null")
                << ", \"edcn\": " << (f.colours && f.edcn ? std::to_string(f.edcn) : "null")
                << ", \"rules\": " << json_string(v.rules) << ", \"moves\": " << json_string(moves)
                << ", \"winner\": " << header.field("winner") << ", \"nodes\": " << nodes
                << ", \"positions\": " << v.walk.positions << ", \"parts\": " << v.walk.parts
                << ", \"bytes\": " << bytes << ", \"sha256\": " << json_string(reader.digest_hex())
                << ", \"parts_apart\": [" << apart_json << "], \"parts_unchecked\": ["
                << unchecked_json << "], \"seconds\": " << seconds << "}\n";
    } else if (several) {
      std::cout << prefix << verified << claim.line << " (" << v.walk.positions << " "
                << (by_components ? "component values" : "positions") << "), board_digest "
                << claim.board_digest << "\n";
    } else {
      std::cout << verified << verdict << " in " << header.field("game") << " on "
                << header.field("board") << " (" << v.board_words << "; " << v.rules << ")"
                << (moves.empty() ? "" : " after " + moves) << "\n"
                << "  claim: " << claim.line << "\n"
                << "  board_digest " << claim.board_digest << "\n"
                << "  board named " << header.field("board") << ": " << f.naming.words << "\n";
      if (graph)
        std::cout << "  " << header.field("vertices") << " vertices, edges " << edges << "\n";
      if (drawn)
        std::cout << "  cells " << cells << "; outer face " << f.drawing->outer
                  << "; a plane drawing"
                  << (f.drawing->standard.empty() ? "" : ", " + f.drawing->standard) << "\n";
      if (f.colours)
        std::cout << "  colours " << f.colours << (f.colours == f.edcn ? " = " : ", ") << edcn
                  << "\n";
      std::cout << "  "
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
    return outcome[key] = unchecked.empty() ? Outcome::verified : Outcome::parts_unchecked;
  } catch (const std::exception& e) {  // Refused, or out of memory
    if (terminal) std::cerr << "\r\033[K";
    if (json)
      std::cout << "{" << file_key << "\"verified\": false, \"reason\": " << json_string(e.what())
                << "}\n";
    std::cerr << "gg-check: " << prefix << "refused: " << e.what() << "\n";
    return outcome[key] = Outcome::refused;
  }
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> paths;
  Run run;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--json") {
      run.json = true;
    } else if (arg == "--parts-apart") {
      run.parts_apart = true;
    } else if (arg == "--expect" && i + 1 < argc) {
      const std::string item = argv[++i];
      const auto eq = item.find('=');
      if (eq == std::string::npos) return usage("--expect takes KEY=VALUE, not '" + item + "'");
      run.expect.add(item.substr(0, eq), item.substr(eq + 1));
    } else if (arg == "--claim" && i + 1 < argc) {
      // "GAME BOARD: player N wins" (or ": nobody wins"): --expect game, board and winner.
      const std::string text = argv[++i];
      const auto space = text.find(' '), colon = text.rfind(": ");
      const std::string verdict = colon == std::string::npos ? "" : text.substr(colon + 2);
      std::string winner;
      if (verdict == "nobody wins") winner = "0";
      if (verdict.size() == 13 && verdict.rfind("player ", 0) == 0 &&
          verdict.substr(8) == " wins" && std::isdigit(static_cast<unsigned char>(verdict[7])))
        winner = verdict.substr(7, 1);
      if (space == std::string::npos || colon == std::string::npos || colon <= space + 1 ||
          winner.empty())
        return usage("--claim takes \"GAME BOARD: player N wins\", not '" + text + "'");
      run.expect.add("game", text.substr(0, space));
      run.expect.add("board", text.substr(space + 1, colon - space - 1));
      run.expect.add("winner", winner);
    } else if (arg == "--help" || arg == "-h") {
      std::cout << kUsage
                << "Verifies graphgames certificates from the rules alone and prints each "
                   "claim whole (game,\nrules, board, start, winner, board_digest). Exit 0: "
                   "every proof holds; 1: one is\nrefused; 2: a wrong command; 3: parts left "
                   "unchecked by --parts-apart.\n--expect KEY=VALUE (also board_digest) and "
                   "--claim \"GAME BOARD: player N wins\" pin\nthe claim: every field not "
                   "named must have its default (docs/certificates.md).\n--parts-apart: the "
                   "trees of parts are checked only if their files are named too.\n";
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
    run.named.insert(Run::canonical(path));
  }
  run.several = paths.size() > 1;
  std::size_t refused = 0, open = 0;
  for (const std::string& path : paths) {
    const Outcome o = run.verify(path);
    refused += o == Outcome::refused ? 1 : 0;
    open += o == Outcome::parts_unchecked ? 1 : 0;
  }
  if (run.several && !run.json)
    std::cout << paths.size() - refused - open << " verified, " << refused << " refused"
              << (open ? ", " + std::to_string(open) + " with parts unchecked" : "") << "\n";
  return refused ? 1 : open ? 3 : 0;
}
