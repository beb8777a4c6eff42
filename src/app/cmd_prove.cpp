// gg prove: decide one hard position as a tree of subproblems kept in a database
// (prove/prover.h, docs/prove.md); --status shows the tree, --export writes it as a table,
// --merge joins databases or tables from other runs, --certificate writes a decided proof's
// certificate.
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>

#include "app/certificate_output.h"
#include "app/command.h"
#include "core/error.h"
#include "core/machine_memory.h"
#include "core/text.h"
#include "prove/proof_certificate.h"
#include "prove/prover.h"
#include "store/sqlite_db.h"
#ifdef GG_HAVE_MPI
#include "prove/mpi_prover.h"
#endif

namespace gg::app {
namespace {

// An exported proof table holds a line of about 200 bytes per node: millions of nodes fit.
constexpr std::size_t kMaxProofTableBytes = std::size_t{1} << 30;

struct ProveArgs {
  PositionArgs position;
  std::string db;
  std::uint64_t budget = 0;
  int split_depth = -1;
  std::string shard;
  int jobs = 1;
  SolveLimits limits;
  bool status = false;
  int depth = 1;
  std::string export_file;
  std::vector<std::string> merge;
  std::string certificate;
  std::string cost_model;
  bool json = false;
  bool mpi = false;
  bool table_given = false;  // --tt-mb named; else sized from the machine
};

std::string player_text(int winner) {
  return winner == 0 ? "undecided" : "player " + std::to_string(winner) + " wins";
}

nlohmann::json counts_json(const prove::ProofCounts& c) {
  return {{"nodes", c.nodes},
          {"solved", c.solved},
          {"split", c.split},
          {"open", c.open},
          {"moot", c.moot},
          {"running", c.running},
          {"solved_nodes", c.solved_nodes},
          {"spent_nodes", c.spent_nodes},
          {"solved_seconds", c.solved_seconds},
          {"spent_seconds", c.spent_seconds},
          {"estimated_nodes", static_cast<std::uint64_t>(c.estimate.nodes)},
          {"estimated_seconds", c.estimate.seconds}};
}

nlohmann::json depth_costs_json(const prove::ProofEstimate& e) {
  nlohmann::json rows = nlohmann::json::array();
  for (const auto& d : e.depths)
    rows.push_back({{"depth", d.depth},
                    {"decided", d.decided},
                    {"open", d.open},
                    {"mean_nodes", d.mean_nodes},
                    {"mean_seconds", d.mean_seconds},
                    {"expected_nodes", d.expected_nodes},
                    {"expected_seconds", d.expected_seconds}});
  return rows;
}

nlohmann::json header_json(const prove::ProofHeader& h, const std::string& db) {
  return {{"db", db},
          {"game", h.game},
          {"board", h.board},
          {"moves", h.moves},
          {"variant", h.variant},
          {"budget", h.budget},
          {"split_depth", h.split_depth},
          {"shard", std::to_string(h.shard) + "/" + std::to_string(h.shards)}};
}

// A node count that may pass what a 64-bit integer holds (an extrapolation).
std::string estimated_count(double nodes) {
  if (nodes < 9e18) return format_count(std::llround(nodes));
  char text[32];
  std::snprintf(text, sizeof text, "%.2g", nodes);
  return text;
}

void print_counts(const prove::ProofCounts& c) {
  std::cout << "  subproblems: " << c.solved << " solved, " << c.split << " split, " << c.open
            << " open";
  if (c.moot > 0) std::cout << " (and " << c.moot << " no longer needed)";
  std::cout << "\n  cost so far: "
            << format_count(static_cast<long long>(c.solved_nodes + c.spent_nodes))
            << " engine nodes, " << format_seconds(c.solved_seconds + c.spent_seconds)
            << " of search (" << format_count(static_cast<long long>(c.spent_nodes))
            << " in attempts a budget stopped or that were cancelled)\n";
  if (c.open > 0 && c.estimate.known)
    std::cout << "  estimate for the rest: "
              << format_count(static_cast<long long>(c.estimate.nodes)) << " nodes, "
              << format_seconds(c.estimate.seconds)
              << " on one core (each open subproblem at what deciding a node at its depth, or "
                 "deeper, has cost so far)\n";
}

// The measurements behind the estimate.
void print_depth_costs(const prove::ProofEstimate& e) {
  if (!e.known) return;
  std::cout << "cost of deciding a node, by depth (mean of the decided ones; an open one is "
               "expected to cost the largest mean at its depth or below):\n"
               "  depth  decided      mean nodes    mean time   open    expected each\n";
  for (const auto& d : e.depths) {
    const bool measured = d.decided > 0;
    char line[160];
    std::snprintf(
        line, sizeof line, "  %5d  %7d  %14s  %11s  %5d  %15s\n", d.depth, d.decided,
        measured ? format_count(static_cast<long long>(d.mean_nodes)).c_str() : "-",
        measured ? format_seconds(d.mean_seconds).c_str() : "-", d.open,
        d.open > 0 ? format_count(static_cast<long long>(d.expected_nodes)).c_str() : "-");
    std::cout << line;
  }
}

// The progress line on a terminal.
void show_progress(const prove::ProveProgress& p) {
  const auto& c = p.counts;
  const std::string rest =
      c.estimate.known && c.open > 0 ? ", rest about " + format_seconds(c.estimate.seconds) : "";
  std::fprintf(stderr, "\r\033[K  %d solved, %d split, %d open, %d running; %s nodes, %s%s",
               c.solved, c.split, c.open, c.running,
               format_count(static_cast<long long>(c.solved_nodes + c.spent_nodes)).c_str(),
               format_seconds(p.seconds).c_str(), rest.c_str());
}

void run_proof(ProveArgs& args, int& exit_code) {
#ifdef GG_HAVE_MPI
  // Under mpirun only rank 0 reads the command's database; the others solve what it sends.
  std::unique_ptr<store::MpiRuntime> mpi;
  std::optional<prove::RanksReleased> released;
  if (args.mpi) {
    mpi = std::make_unique<store::MpiRuntime>();
    if (mpi->rank() != 0) return prove::serve_subproblems();
    released.emplace(*mpi);
  }
#endif
  if (args.position.game.empty()) {
    // A rerun by database alone resumes the stored proof (read first: nothing is created).
    const prove::ProofStore existing(args.db, store::Access::kReadOnly);
    if (!existing.header())
      throw InputError("database '" + args.db + "' holds no proof yet: name the game and board");
  }
  prove::ProofStore store(args.db, store::Access::kReadWrite);
  prove::ProveRequest request;
  const auto stored = store.header();
  if (args.position.game.empty()) {
    args.position.game = stored->game;
    args.position.position.board = stored->board;
    args.position.position.moves = stored->moves;
  }
  const Game& game = args.position.resolve();
  request.root = args.position.position;
  if (args.position.position.params.empty() && stored && stored->game == game.name())
    request.root.params = prove::params_of_json(stored->params);
  if (args.budget > 0) request.budget = args.budget;
  if (args.split_depth >= 0) request.split_depth = args.split_depth;
  if (!args.shard.empty()) request.shard = parse_pair(args.shard, '/', "--shard");
  request.jobs = args.jobs;
#ifdef GG_HAVE_MPI
  request.mpi = mpi.get();
#endif
  // Each worker's table, and with threads the one they share; an MPI rank holds one.
  request.tt_megabytes = args.table_given
                             ? args.limits.tt_megabytes
                             : table_megabytes_for(args.jobs > 1 && !args.mpi ? args.jobs + 1 : 1);
  request.max_seconds = args.limits.max_seconds;
  request.interrupt = &g_interrupted;
  std::function<void(const prove::ProveProgress&)> on_progress;
  if (progress_wanted() && !args.json) on_progress = show_progress;
  const prove::ProveResult result = prove::prove(game, request, store, on_progress);
  if (on_progress) std::fprintf(stderr, "\r\033[K");
  if (args.json) {
    nlohmann::json j = header_json(result.header, args.db);
    j["winner"] = result.winner == 0 ? nlohmann::json(nullptr) : nlohmann::json(result.winner);
    j["interrupted"] = result.interrupted;
    j["timed_out"] = result.timed_out;
    j["counts"] = counts_json(result.counts);
    print_json(j);
  } else {
    std::cout << "proof of " << result.header.describe() << " in " << args.db << ": "
              << player_text(result.winner) << "\n";
    print_counts(result.counts);
    if (result.winner == 0 && result.header.shards > 1 && !result.interrupted &&
        !result.timed_out && result.counts.open == 0)
      std::cout << "  this shard is done: merge the shards (gg prove --merge) for the verdict\n";
  }
  if (result.interrupted) {
    std::cerr << "gg: proof interrupted; every finished subproblem is saved in " << args.db
              << " (rerun to go on)\n";
    exit_code = interrupted_exit_code();
  } else if (result.timed_out) {
    std::cerr << "gg: --max-seconds reached; every finished subproblem is saved in " << args.db
              << " (rerun to go on)\n";
    exit_code = kLimit;
  } else {
    exit_code = kOk;
  }
}

// The sampled growth of the proof's board from FILE (scripts/cost_sample.py fit --json: one
// fit, or a list of them by game and board). Throws InputError naming the file and what is
// wrong.
prove::SampledGrowth read_cost_model(const std::string& file, const prove::ProofHeader& h) {
  const std::string where = "--cost-model " + file;
  nlohmann::json doc;
  try {
    doc = nlohmann::json::parse(read_input_file(file, "cost model", std::size_t{1} << 24));
  } catch (const nlohmann::json::parse_error& e) {
    throw InputError(where + ": not JSON (" + std::string(e.what()) + ")");
  }
  if (!doc.is_array()) doc = nlohmann::json::array({doc});
  std::string known;
  for (const nlohmann::json& fit : doc) {
    if (!fit.is_object()) throw InputError(where + ": each fit must be a JSON object");
    const auto text = [&](const char* key) {
      return fit.contains(key) && fit[key].is_string() ? fit[key].get<std::string>() : "";
    };
    if (text("game") != h.game || text("board") != h.board) {
      known += (known.empty() ? "" : ", ") + text("game") + " " + text("board");
      continue;
    }
    const auto number = [&](const char* key) {
      if (!fit.contains(key) || !fit[key].is_number() || !std::isfinite(fit[key].get<double>()))
        throw InputError(where + ": the fit of " + h.game + " " + h.board + " has no number '" +
                         key + "' (write it with scripts/cost_sample.py fit --json)");
      return fit[key].get<double>();
    };
    prove::SampledGrowth g;
    g.game = h.game;
    g.board = h.board;
    g.cells = static_cast<int>(number("cells"));
    g.positions = static_cast<int>(number("positions"));
    g.intercept = number("intercept");
    g.slope = number("slope");
    g.x_mean = number("x_mean");
    g.sxx = number("sxx");
    g.residual = number("residual_log10");
    g.t = number("t");
    if (g.positions < 3 || g.sxx <= 0 || g.t <= 0 || g.residual < 0 || g.cells < 1)
      throw InputError(where + ": the fit of " + h.game + " " + h.board +
                       " is no line (positions, sxx and t must be positive)");
    return g;
  }
  throw InputError(where + ": no fit for " + h.game + " " + h.board +
                   (known.empty() ? "" : " (it has " + known + ")"));
}

void print_status(const ProveArgs& args) {
  const prove::ProofStore store(args.db, store::Access::kReadOnly);
  const prove::StoredProof proof = prove::load_proof(store);
  const prove::ProofTree& tree = proof.tree;
  const auto counts = prove::count_nodes(tree, proof.owned);
  std::optional<prove::SampledEstimate> sampled;
  if (!args.cost_model.empty())
    sampled =
        prove::estimate_by_growth(tree, proof.owned, read_cost_model(args.cost_model, proof.header),
                                  static_cast<int>(split_moves(proof.header.moves).size()));
  const int winner = tree.node(prove::ProofTree::kRoot).winner;
  const auto contradiction = tree.contradiction();
  std::vector<int> shown_nodes;
  for (int i : tree.depth_first())
    if (tree.node(i).depth <= args.depth) shown_nodes.push_back(i);
  if (args.json) {
    nlohmann::json j = header_json(proof.header, args.db);
    j["winner"] = winner == 0 ? nlohmann::json(nullptr) : nlohmann::json(winner);
    j["counts"] = counts_json(counts);
    j["depth_costs"] = depth_costs_json(counts.estimate);
    if (sampled)
      j["sampled_estimate"] = {{"open", sampled->open},
                               {"nodes", sampled->nodes},
                               {"nodes_low", sampled->nodes_low},
                               {"nodes_high", sampled->nodes_high}};
    j["contradiction"] =
        contradiction ? nlohmann::json(tree.node(*contradiction).path) : nlohmann::json(nullptr);
    nlohmann::json rows = nlohmann::json::array();
    for (int i : shown_nodes) {
      const auto& n = tree.node(i);
      rows.push_back(
          {{"path", n.path},
           {"depth", n.depth},
           {"to_move", n.to_move},
           {"state", prove::state_name(n.state)},
           {"winner", n.winner == 0 ? nlohmann::json(nullptr) : nlohmann::json(n.winner)},
           {"nodes", n.nodes},
           {"spent_nodes", n.spent_nodes},
           {"command", n.state == prove::NodeState::kSolved
                           ? prove::solve_command(proof.header, n.path)
                           : std::string()}});
    }
    j["tree"] = rows;
    print_json(j);
    return;
  }
  const auto& h = proof.header;
  std::cout << "proof of " << h.describe() << " in " << args.db << ": " << player_text(winner)
            << "\n  budget " << format_count(static_cast<long long>(h.budget))
            << " nodes per attempt, split depth " << h.split_depth << ", shard " << h.shard << "/"
            << h.shards << "\n";
  print_counts(counts);
  if (sampled && sampled->open > 0)
    std::cout << "  estimate by the sampled growth (" << args.cost_model
              << "): " << estimated_count(sampled->nodes) << " nodes, 95% interval of the line "
              << estimated_count(sampled->nodes_low) << " to "
              << estimated_count(sampled->nodes_high)
              << " (each open subproblem at one search of a random position with its empty "
                 "cells)\n";
  if (contradiction)
    std::cout << "  CONTRADICTION at '" << tree.node(*contradiction).path
              << "': a solve disagrees with its children\n";
  print_depth_costs(counts.estimate);
  std::cout << "tree to depth " << args.depth << " (gg prove --status --depth D for more):\n";
  for (int i : shown_nodes) {
    const auto& n = tree.node(i);
    const std::string move = n.path.empty() ? "(root)" : std::string(split_ws(n.path).back());
    std::cout << std::string(2 + 2 * n.depth, ' ') << move << "  P" << n.to_move << " to move, "
              << prove::state_name(n.state) << ", "
              << (n.winner == 0 ? "undecided" : "P" + std::to_string(n.winner) + " wins");
    if (n.state == prove::NodeState::kSolved && n.nodes > 0)
      std::cout << ", " << format_count(static_cast<long long>(n.nodes)) << " nodes";
    if (n.spent_nodes > 0)
      std::cout << " (" << format_count(static_cast<long long>(n.spent_nodes)) << " in attempts)";
    std::cout << "\n";
  }
}

void export_proof(const ProveArgs& args) {
  const prove::ProofStore store(args.db, store::Access::kReadOnly);
  const prove::StoredProof proof = prove::load_proof(store);
  std::vector<prove::ProofNode> nodes;
  for (int i : proof.tree.depth_first()) nodes.push_back(proof.tree.node(i));
  const std::string table = prove::export_table(proof.header, nodes);
  if (args.export_file == "-") {
    std::cout << table;
  } else {
    write_file(args.export_file, table);
  }
}

// The certificate of a decided proof: its tree down to the solved subproblems, each a part
// the engine proves again (prove/proof_certificate.h).
void write_proof_certificate(const ProveArgs& args, int& exit_code) {
  const prove::ProofStore store(args.db, store::Access::kReadOnly);
  const prove::StoredProof proof = prove::load_proof(store);
  if (proof.header.shards > 1)
    throw InputError("'" + args.db + "' holds shard " + std::to_string(proof.header.shard) + "/" +
                     std::to_string(proof.header.shards) +
                     " of a proof: merge the shards (gg prove --merge) and write the certificate "
                     "of the whole");
  if (const auto contradiction = proof.tree.contradiction())
    throw InputError("the proof in '" + args.db + "' contradicts itself at '" +
                     proof.tree.node(*contradiction).path + "': no certificate");
  const Game& game = find_game(proof.header.game);
  Position root{proof.header.board, proof.header.moves, prove::params_of_json(proof.header.params)};
  game.check(root.params);
  SolveLimits guide_limits;
  guide_limits.tt_megabytes = 1;  // the guide's session only plays moves
  const std::unique_ptr<Session> at_root = game.start(root, guide_limits);
  const prove::ProofGuide guide(proof.tree, *at_root);
  play::CertificateOptions options;
  options.guide = &guide;
  if (progress_wanted() && !args.json)
    options.on_progress = [](const play::CertificateProgress& p) {
      show_certificate_progress(p, true);
    };
  SolveLimits limits = args.limits;
  limits.interrupt = &g_interrupted;
  limits.on_progress = nullptr;
  set_limit_stage("while writing the certificate");
  set_limit_advice("the proof had decided it; the parts written are kept in " +
                   play::parts_directory(args.certificate) + ": the same command writes the rest");
  const play::CertificateSummary c =
      play::write_certificate(game, root, limits, args.certificate, options);
  end_progress();
  if (args.json) {
    nlohmann::json j = header_json(proof.header, args.db);
    j["winner"] = c.winner;
    j["certificate"] = play::certificate_json(args.certificate, c);
    print_json(j);
  } else {
    std::cout << "proof of " << proof.header.describe() << " in " << args.db << ": "
              << player_text(c.winner) << "\n";
    print_certificate(args.certificate, c);
  }
  exit_code = kOk;
}

// A database or a table written by --export (".tsv").
prove::ProofTable read_source(const std::string& name) {
  if (name.size() > 4 && name.substr(name.size() - 4) == ".tsv") {
    return prove::read_table(read_input_file(name, "proof table", kMaxProofTableBytes), name);
  }
  const prove::ProofStore store(name, store::Access::kReadOnly);
  auto header = store.header();
  if (!header) throw InputError("database '" + name + "' holds no proof yet");
  return {*std::move(header), store.nodes()};
}

void merge_proofs(const ProveArgs& args) {
  prove::ProofStore store(args.db, store::Access::kReadWrite);
  int changes = 0;
  for (const auto& name : args.merge) changes += prove::merge_proof(store, read_source(name), name);
  const auto proof = prove::load_proof(store);
  std::cout << "merged " << args.merge.size() << " proof(s) into " << args.db << ": " << changes
            << " nodes added or advanced; " << player_text(proof.tree.node(0).winner) << "\n";
}

void run(ProveArgs& args, int& exit_code) {
  const int modes =
      args.status + !args.export_file.empty() + !args.merge.empty() + !args.certificate.empty();
  if (modes > 1)
    throw InputError("--status, --export, --merge and --certificate are separate modes: give one");
  if (modes == 1 && !args.position.game.empty())
    throw InputError(
        "--status, --export, --merge and --certificate read the database: give no game or board");
  if (!args.position.game.empty() && args.position.position.board.empty())
    throw InputError("gg prove " + args.position.game + ": name the board");
  if (modes == 1 && args.mpi)
    throw InputError(
        "--status, --export, --merge and --certificate run on one process; drop --mpi");
  // An exported table (.tsv, as docs/data/prove/ keeps them) is read by --merge, not opened.
  if (args.db.ends_with(".tsv"))
    throw InputError(
        "--db '" + args.db +
        "' is an exported proof table, not a database: load it with 'gg prove --merge " + args.db +
        " --db PROOF.db', then use --db PROOF.db");
#ifndef GG_HAVE_MPI
  if (args.mpi) throw InputError("--mpi: this gg was built without MPI (install libopenmpi-dev)");
#endif
  if (!args.cost_model.empty() && !args.status)
    throw InputError("--cost-model is read by --status: add --status");
  exit_code = kOk;
  if (args.status) return print_status(args);
  if (!args.export_file.empty()) return export_proof(args);
  if (!args.merge.empty()) return merge_proofs(args);
  if (!args.certificate.empty()) return write_proof_certificate(args, exit_code);
  run_proof(args, exit_code);
}

}  // namespace

void register_prove(CLI::App& app, int& exit_code) {
  auto args = std::make_shared<ProveArgs>();
  CLI::App* cmd = app.add_subcommand(
      "prove", "Decide one hard position as a tree of resumable subproblems in a database");
  add_position_options(*cmd, args->position, any_param, /*required=*/false);
  cmd->add_option("--db", args->db, "Proof database (SQLite): created, or resumed")->required();
  cmd->add_option("--budget", args->budget,
                  "Engine nodes B of an attempt at a subproblem: attempts get B/16, B, 4B, then "
                  "16B, and one that the last stops is split (default " +
                      std::to_string(prove::kDefaultBudget) + ", or the database's)")
      ->check(CLI::Range(std::uint64_t{1}, std::uint64_t{1} << 50));
  cmd->add_option("--split-depth", args->split_depth,
                  "Split every position above this depth before solving anything (default 0)")
      ->check(CLI::Range(0, 8));
  cmd->add_option("--shard", args->shard,
                  "Prove part i of m, as i/m: the subtrees at --split-depth numbered i, i + m, "
                  "... in depth-first order");
  cmd->add_option("--jobs", args->jobs, "Subproblems solved at once (threads)")
      ->check(CLI::Range(1, 1024));
  cmd->add_flag("--mpi", args->mpi,
                "Run under mpirun: rank 0 keeps the database and hands out subproblems, the "
                "other ranks solve them");
  add_limit_options(*cmd, args->limits, /*node_limit=*/false);
  cmd->add_flag("--status", args->status, "Show the proof's tree, cost and estimate");
  cmd->add_option("--cost-model", args->cost_model,
                  "With --status: also estimate the rest by a sampled growth of the board's "
                  "search cost (scripts/cost_sample.py fit --json)");
  cmd->add_option("--depth", args->depth, "With --status: show the tree to this depth")
      ->check(CLI::Range(0, 64));
  cmd->add_option("--export", args->export_file,
                  "Write the proof as a table (tab-separated; '-' for standard output) that "
                  "--merge reads back")
      ->check(output_file_validator());
  cmd->add_option("--merge", args->merge,
                  "Join these proof databases or exported tables (.tsv) into --db")
      ->expected(1, -1);
  cmd->add_option("--certificate", args->certificate,
                  "Write the decided proof's certificate for gg-check: its tree, each solved "
                  "subproblem a part proven again by the engine (in FILE.parts)")
      ->check(output_file_validator());
  cmd->add_flag("--json", args->json, "Print one JSON object");
  cmd->footer(
      "Examples:\n"
      "  gg prove trails 5 --db t5.db                   decide Trails 5x5 piece by piece\n"
      "  gg prove --db t5.db                            resume it after an interruption\n"
      "  gg prove --status --db t5.db --depth 2          the tree, cost so far and estimate\n"
      "  gg prove trails 6 --db s1.db --split-depth 2 --shard 1/8   one of eight machines\n"
      "  gg prove --merge s0.db s1.db --db all.db        join shards (or .tsv tables)\n"
      "  gg prove --certificate t5.cert --db t5.db       the decided proof, for gg-check\n"
      "  mpirun -np 65 gg prove trails 6 --db t6.db --mpi   64 ranks solving, rank 0 writing");
  cmd->callback([args, cmd, &exit_code] {
    args->table_given = cmd->get_option("--tt-mb")->count() > 0;
    run(*args, exit_code);
  });
}

}  // namespace gg::app
