#include "prove/proof_store.h"

#include <algorithm>
#include <ctime>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

#include "core/error.h"
#include "core/text.h"

namespace gg::prove {

using store::Access;
using store::DatabaseError;
using store::Statement;

namespace {

constexpr const char* kFormat = "graphgames proof 1";

std::string utc_now() {
  const std::time_t now = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&now, &tm);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return text;
}

// The header as key/value pairs, in the order the table export lists them.
std::vector<std::pair<std::string, std::string>> header_fields(const ProofHeader& h) {
  return {{"format", kFormat},
          {"game", h.game},
          {"board", h.board},
          {"moves", h.moves},
          {"params", h.params},
          {"variant", h.variant},
          {"budget", std::to_string(h.budget)},
          {"split_depth", std::to_string(h.split_depth)},
          {"shard", std::to_string(h.shard) + "/" + std::to_string(h.shards)}};
}

std::uint64_t whole_number(const std::string& text, const std::string& what) {
  if (text.empty() || text.size() > 19 || text.find_first_not_of("0123456789") != std::string::npos)
    throw InputError(what + ": '" + shown(text) + "' is not a whole number");
  return std::stoull(text);
}

double seconds_of(const std::string& text, const std::string& what) {
  std::istringstream in(text);
  double v = 0;
  if (!(in >> v) || !in.eof() || !(v >= 0))
    throw InputError(what + ": '" + shown(text) + "' is not a time");
  return v;
}

ProofHeader header_of_fields(const std::map<std::string, std::string>& fields,
                             const std::string& where) {
  const auto field = [&](const char* key) {
    const auto it = fields.find(key);
    if (it == fields.end()) throw InputError(where + " lacks the proof's " + key);
    return it->second;
  };
  if (field("format") != kFormat)
    throw InputError(where + " is a proof of format '" + shown(field("format")) +
                     "'; this program reads '" + kFormat + "'");
  ProofHeader h;
  h.game = field("game");
  h.board = field("board");
  h.moves = field("moves");
  h.params = field("params");
  h.variant = field("variant");
  h.budget = whole_number(field("budget"), where + " budget");
  h.split_depth = static_cast<int>(whole_number(field("split_depth"), where + " split_depth"));
  const std::string shard = field("shard");
  const auto slash = shard.find('/');
  if (slash == std::string::npos)
    throw InputError(where + ": shard '" + shown(shard) + "' is not i/m");
  h.shard = static_cast<int>(whole_number(shard.substr(0, slash), where + " shard"));
  h.shards = static_cast<int>(whole_number(shard.substr(slash + 1), where + " shard"));
  return h;
}

std::string shell_quoted(const std::string& text) {
  if (!text.empty() && text.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                              "0123456789,.:_+-=/@") == std::string::npos)
    return text;
  std::string out = "'";
  for (char c : text) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

}  // namespace

bool ProofHeader::same_position(const ProofHeader& o) const {
  return game == o.game && board == o.board && moves == o.moves && variant == o.variant &&
         nlohmann::json::parse(params, nullptr, false) ==
             nlohmann::json::parse(o.params, nullptr, false);
}

std::string ProofHeader::describe() const {
  std::string text = game + " " + board + " (" + variant + ")";
  if (!moves.empty()) text += " after " + moves;
  return text;
}

std::string params_json(const ParamValues& params) {
  nlohmann::json j = nlohmann::json::object();
  for (const auto& [name, value] : params.all()) j[name] = value;
  return j.dump();
}

ParamValues params_of_json(const std::string& text) {
  const auto j = nlohmann::json::parse(text, nullptr, false);
  if (!j.is_object()) throw InputError("the proof's options '" + text + "' are no JSON object");
  ParamValues params;
  for (const auto& [name, value] : j.items())
    if (value.is_string()) params.set(name, value.get<std::string>());
  return params;
}

std::string engine_label() {
  return std::string("graphgames ") + GG_VERSION + ", bench " + GG_BENCH_SIGNATURE;
}

std::string solve_command(const ProofHeader& header, const std::string& path) {
  std::string command = "gg solve " + header.game + " " + shell_quoted(header.board);
  const std::string moves = child_path(header.moves, path);
  if (!moves.empty()) command += " --moves " + shell_quoted(moves);
  const auto params = nlohmann::json::parse(header.params, nullptr, false);
  if (params.is_object()) {
    for (const auto& [name, value] : params.items()) {
      const std::string v = value.is_string() ? value.get<std::string>() : value.dump();
      if (v == "false") continue;
      command += " --" + name;
      if (v != "true") command += " " + shell_quoted(v);
    }
  }
  return command + " --winner-only";
}

ProofStore::ProofStore(const std::string& path, Access access)
    : db_(store::open_database(path, access)), path_(path) {
  try {
    Statement tables(db_, "SELECT name FROM sqlite_master WHERE type = 'table'", path_);
    std::vector<std::string> names;
    while (tables.step()) names.push_back(tables.column_text(0));
    const bool proof = std::find(names.begin(), names.end(), "proof_nodes") != names.end();
    if (!proof && (access == Access::kReadOnly || !names.empty()))
      throw DatabaseError("database '" + path_ + "' holds no proof (gg prove writes one)");
    if (access == Access::kReadWrite) {
      if (const auto problems = store::integrity_problems(db_, path_, 1); !problems.empty())
        throw DatabaseError("database '" + path_ + "' is damaged (" + problems.front() + ")");
      exec("CREATE TABLE IF NOT EXISTS proof_header (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
      exec(
          "CREATE TABLE IF NOT EXISTS proof_nodes ("
          " path TEXT PRIMARY KEY, ord INTEGER NOT NULL, to_move INTEGER NOT NULL,"
          " state TEXT NOT NULL, winner INTEGER NOT NULL, nodes INTEGER NOT NULL,"
          " seconds REAL NOT NULL, spent_nodes INTEGER NOT NULL, spent_seconds REAL NOT NULL,"
          " engine TEXT NOT NULL, finished TEXT NOT NULL)");
    }
  } catch (...) {
    sqlite3_close(db_);
    throw;
  }
}

ProofStore::~ProofStore() { sqlite3_close(db_); }

std::optional<ProofHeader> ProofStore::header() const {
  Statement s(db_, "SELECT key, value FROM proof_header", path_);
  std::map<std::string, std::string> fields;
  while (s.step()) fields[s.column_text(0)] = s.column_text(1);
  if (fields.empty()) return std::nullopt;
  return header_of_fields(fields, "database '" + path_ + "'");
}

void ProofStore::in_transaction(const std::function<void()>& writes) {
  exec("BEGIN IMMEDIATE");
  try {
    writes();
    exec("COMMIT");
  } catch (...) {
    sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
    throw;
  }
}

void ProofStore::write_header(const ProofHeader& header) {
  in_transaction([&] {
    Statement s(db_, "INSERT OR REPLACE INTO proof_header (key, value) VALUES (?, ?)", path_);
    for (const auto& [key, value] : header_fields(header)) {
      s.text(1, key);
      s.text(2, value);
      s.run();
    }
  });
}

std::vector<ProofNode> ProofStore::nodes() const {
  Statement s(db_,
              "SELECT path, ord, to_move, state, winner, nodes, seconds, spent_nodes, "
              "spent_seconds FROM proof_nodes",
              path_);
  std::vector<ProofNode> out;
  while (s.step()) {
    ProofNode n;
    n.path = s.column_text(0);
    n.order = static_cast<int>(s.column_integer(1));
    n.to_move = static_cast<int>(s.column_integer(2));
    n.state = parse_state(s.column_text(3));
    n.solved_winner = static_cast<int>(s.column_integer(4));
    n.nodes = static_cast<std::uint64_t>(s.column_integer(5));
    n.seconds = sqlite3_column_double(s.get(), 6);
    n.spent_nodes = static_cast<std::uint64_t>(s.column_integer(7));
    n.spent_seconds = sqlite3_column_double(s.get(), 8);
    out.push_back(std::move(n));
  }
  return out;
}

void ProofStore::save(const std::vector<const ProofNode*>& nodes) {
  in_transaction([&] {
    Statement s(db_,
                "INSERT OR REPLACE INTO proof_nodes (path, ord, to_move, state, winner, nodes, "
                "seconds, spent_nodes, spent_seconds, engine, finished) VALUES "
                "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                path_);
    const std::string engine = engine_label(), now = utc_now();
    for (const ProofNode* n : nodes) {
      s.text(1, n->path);
      s.integer(2, n->order);
      s.integer(3, n->to_move);
      s.text(4, std::string(state_name(n->state)));
      s.integer(5, n->solved_winner);
      s.integer(6, static_cast<std::int64_t>(n->nodes));
      s.real(7, n->seconds);
      s.integer(8, static_cast<std::int64_t>(n->spent_nodes));
      s.real(9, n->spent_seconds);
      s.text(10, engine);
      s.text(11, now);
      s.run();
    }
  });
}

namespace {
constexpr const char* kTableColumns =
    "path\torder\tto_move\tstate\twinner\tnodes\tseconds\tspent_nodes\tspent_seconds\tcommand";
}  // namespace

std::string export_table(const ProofHeader& header, const std::vector<ProofNode>& nodes) {
  std::ostringstream out;
  for (const auto& [key, value] : header_fields(header))
    out << "# " << key << '\t' << value << '\n';
  out << kTableColumns << '\n';
  for (const ProofNode& n : nodes) {
    char seconds[64], spent[64];
    std::snprintf(seconds, sizeof seconds, "%.3f", n.seconds);
    std::snprintf(spent, sizeof spent, "%.3f", n.spent_seconds);
    out << n.path << '\t' << n.order << '\t' << n.to_move << '\t' << state_name(n.state) << '\t'
        << n.solved_winner << '\t' << n.nodes << '\t' << seconds << '\t' << n.spent_nodes << '\t'
        << spent << '\t'
        << (n.state == NodeState::kSolved ? solve_command(header, n.path) : std::string()) << '\n';
  }
  return out.str();
}

ProofTable read_table(const std::string& text, const std::string& name) {
  ProofTable table;
  std::map<std::string, std::string> fields;
  bool columns_seen = false;
  std::istringstream in(text);
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    const std::string where = name + ":" + std::to_string(number);
    if (line.rfind("# ", 0) == 0) {
      const auto tab = line.find('\t');
      if (tab == std::string::npos)
        throw InputError(where + ": a header line is '# key<TAB>value'");
      fields[line.substr(2, tab - 2)] = line.substr(tab + 1);
      continue;
    }
    if (!columns_seen) {
      if (line != kTableColumns)
        throw InputError(where + ": expected the column line of a proof table");
      columns_seen = true;
      continue;
    }
    const auto cells = split(line, '\t');
    if (cells.size() != 10)
      throw InputError(where + ": " + std::to_string(cells.size()) + " columns, expected 10");
    ProofNode n;
    n.path = std::string(cells[0]);
    n.order = static_cast<int>(whole_number(std::string(cells[1]), where + " order"));
    n.to_move = static_cast<int>(whole_number(std::string(cells[2]), where + " to_move"));
    n.state = parse_state(cells[3]);
    n.solved_winner = static_cast<int>(whole_number(std::string(cells[4]), where + " winner"));
    if (n.to_move < 1 || n.to_move > 2 || n.solved_winner > 2)
      throw InputError(where + ": players are 1 and 2");
    n.nodes = whole_number(std::string(cells[5]), where + " nodes");
    n.seconds = seconds_of(std::string(cells[6]), where + " seconds");
    n.spent_nodes = whole_number(std::string(cells[7]), where + " spent_nodes");
    n.spent_seconds = seconds_of(std::string(cells[8]), where + " spent_seconds");
    table.nodes.push_back(std::move(n));
  }
  if (!columns_seen) throw InputError(name + ": not a proof table (no column line)");
  table.header = header_of_fields(fields, name);
  return table;
}

}  // namespace gg::prove
