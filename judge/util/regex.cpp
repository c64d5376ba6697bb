#include "judge/util/regex.hpp"

#include <re2/re2.h>

#include "judge/util/error.hpp"

namespace judge {

namespace {

std::unique_ptr<re2::RE2> compile(const std::string& pattern) {
    re2::RE2::Options options;
    options.set_encoding(re2::RE2::Options::EncodingLatin1);
    options.set_max_mem(Regex::kMaxMemory);
    options.set_log_errors(false);  // the reason goes into our own message, not to stderr
    return std::make_unique<re2::RE2>(pattern, options);
}

}  // namespace

Regex::Regex(const std::string& pattern) : compiled_(compile(pattern)) {
    if (!compiled_->ok()) throw JudgeError("not a regular expression: " + compiled_->error());
}

Regex::~Regex() = default;
Regex::Regex(Regex&&) noexcept = default;
Regex& Regex::operator=(Regex&&) noexcept = default;

bool Regex::found_in(std::string_view text) const {
    return re2::RE2::PartialMatch(re2::StringPiece(text.data(), text.size()), *compiled_);
}

std::optional<std::string> regex_error(const std::string& pattern) {
    const std::unique_ptr<re2::RE2> compiled = compile(pattern);
    if (compiled->ok()) return std::nullopt;
    return compiled->error();
}

}  // namespace judge
