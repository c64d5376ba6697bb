// util/: helpers every room of the judge may use, and that use no other room.
// Files: whole-file reading and writing, and where the judge's own binary and build cache are.
#pragma once
#include <filesystem>
#include <string>
#include <string_view>

namespace judge {

// A whole file; JudgeError "<path>: cannot read: <reason>" when it cannot be read.
std::string read_text(const std::filesystem::path& path);
// Replaces the file with `text`; JudgeError "<path>: cannot write: <reason>" when that fails.
void write_text(const std::filesystem::path& path, std::string_view text);
// JudgeError "<path>: cannot write: <reason>" unless write_text(path) could create or replace the file:
// checked before a long run, so that its report is not lost at the end. Leaves nothing: a file that does
// not exist is created and removed at once (root passes access() where a write would still fail).
void check_writable(const std::filesystem::path& path);

// The folder of the judge's own binary (/proc/self/exe), so that its defaults (build/cache, build/bench)
// do not depend on the working directory; empty when it cannot be read.
std::filesystem::path own_folder();
// Where builds are cached by default: cache/ in own_folder(), else build/cache.
std::filesystem::path default_cache_root();

}  // namespace judge
