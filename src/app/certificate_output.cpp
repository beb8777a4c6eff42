#include "app/certificate_output.h"

#include <cstdio>
#include <iostream>

#include "app/command.h"
#include "core/text.h"

namespace gg::app {

void print_certificate(const std::string& path, const play::CertificateSummary& c) {
  char seconds[32];
  std::snprintf(seconds, sizeof seconds, "%.3f", c.seconds);
  std::cout << "Certificate: " << path << " (" << c.bytes << " bytes, " << c.nodes << " nodes, "
            << c.positions << " positions, written in " << seconds << " s";
  if (c.parts > 0) {
    std::cout << "; " << c.parts << " parts in " << play::parts_directory(path);
    if (c.parts_reused > 0) std::cout << ", " << c.parts_reused << " of them from an earlier run";
  }
  std::cout << "); check it with gg-check " << path << "\n"
            << "  claim: " << c.claim_line << "\n"
            << "  board_digest " << c.board_digest << "\n";
}

void show_certificate_progress(const play::CertificateProgress& p, bool split) {
  const std::string parts =
      split ? ", " + format_count(static_cast<long long>(p.parts)) + " parts done" : "";
  std::fprintf(stderr,
               "\r  writing the certificate: %s positions proven, %s nodes%s, %s (Ctrl-C "
               "stops)\033[K",
               format_count(static_cast<long long>(p.positions)).c_str(),
               format_count(static_cast<long long>(p.nodes)).c_str(), parts.c_str(),
               format_seconds(p.seconds).c_str());
  note_progress_shown();
}

}  // namespace gg::app
