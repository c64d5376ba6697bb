// sandbox/: runs one program under limits and leaves nothing of it behind; isolation where the kernel
// allows. Uses util/ only.
// build/judge-launcher's small helpers, shared by its parts (main.cpp says what the launcher does).
#pragma once

namespace judge::launcher {

// Notes a protection that is off, for Hello::off: "what (detail: strerror(error))", or "what (detail)" when
// `error` is 0; "; " between notes.
void note_off(const char* what, const char* detail, int error);
// Every note so far ("" when everything held).
const char* off_notes();

// Writes `text` into the existing file `path`; false when it could not.
bool write_file(const char* path, const char* text);

}  // namespace judge::launcher
