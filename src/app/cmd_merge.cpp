// gg merge: census databases from separate runs or shards combined into one.
#include <iostream>

#include "app/command.h"
#include "census/store.h"

namespace gg::app {

void register_merge(CLI::App& app, int& exit_code) {
  struct Args {
    std::string db;
    std::vector<std::string> inputs;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd =
      app.add_subcommand("merge", "Combine census databases from separate runs or shards");
  cmd->add_option("--db", args->db, "Database to merge into (created if missing)")->required();
  cmd->add_option("inputs", args->inputs, "Databases to merge from")->required();
  cmd->callback([args, &exit_code] {
    census::ResultStore store(args->db);
    std::int64_t added = 0;
    for (const auto& in : args->inputs) {
      // Opened read-only first: a missing or foreign file is named before anything changes.
      census::ResultStore(in, store::Access::kReadOnly);
      added += store.merge_from(in);
    }
    std::cout << "merged " << args->inputs.size() << " database(s) into " << args->db << ": "
              << added << " new rows\n";
    exit_code = kOk;
  });
}

}  // namespace gg::app
