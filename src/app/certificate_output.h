// What gg solve --certificate and gg prove --certificate print about a certificate written.
#pragma once

#include <string>

#include "play/certificate.h"

namespace gg::app {

// The file, its size and counts, and the claim a reader compares with gg-check's.
void print_certificate(const std::string& path, const play::CertificateSummary& c);

// On a terminal: how far the certificate is, once a second, on a line of its own (the
// searches it runs show nothing). Its size is not known until it is written, so there is no
// estimate of the time left; parts are counted when there are parts.
void show_certificate_progress(const play::CertificateProgress& p, bool split);

}  // namespace gg::app
