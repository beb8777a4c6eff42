// Bytes written as two hexadecimal digits (escapes in messages, digests, percent-encoding).
#pragma once

#include <string>

namespace gg {

inline void append_hex(std::string& out, unsigned char byte, bool upper_case = false) {
  const char* digits = upper_case ? "0123456789ABCDEF" : "0123456789abcdef";
  out += digits[byte >> 4];
  out += digits[byte & 15];
}

}  // namespace gg
