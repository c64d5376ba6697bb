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

// JudgeError "<file>: a link leading out of <folder> (to <where>); refused: <what> must lie inside it"
// when `file`, links followed, is not inside `folder`; JudgeError "<file>: a hard link (<n> names), refused:
// ..." when it is a regular file with more than one name (`ln /etc/shadow PKG/data/secret/2.in` is inside by
// its path; its other name cannot be found cheaply, so a hard link to a file of the folder is refused too).
// A problem folder is untrusted input (a package from someone else; the judge often runs as root): a test,
// validator, checker or support file leading out of it would put a line of any file the judge can read into
// the report. A file that does not exist passes: it is reported where it is read, with its own message.
void require_inside(const std::filesystem::path& file, const std::filesystem::path& folder, std::string_view what);

// The folder of the judge's own binary (/proc/self/exe), so that its defaults (build/cache, build/bench)
// do not depend on the working directory; empty when it cannot be read.
std::filesystem::path own_folder();
// Where builds are cached by default: cache/ in own_folder(), else build/cache.
std::filesystem::path default_cache_root();

}  // namespace judge
