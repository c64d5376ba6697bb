// util/: helpers every room of the judge may use, and that use no other room.
// Whether this run is a CI's: CI set to anything but "", "false" or "0" (GitHub Actions, GitLab and most
// others set CI=true). Under CI the progress line is never drawn, and what would only be reported
// elsewhere (a SKIPPED solution: a toolchain missing) fails the run, as a missing sandbox feature does.
#pragma once
#include <cstdlib>
#include <string_view>

namespace judge {

inline bool in_ci() {
    const char* ci = std::getenv("CI");
    if (!ci) return false;
    std::string_view value = ci;
    return !value.empty() && value != "false" && value != "0";
}

}  // namespace judge
