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

// Removes the folders in `parent` that launchers which did not end as launchers do left behind: a launcher
// killed outright (SIGKILL, or the judge's death through PR_SET_PDEATHSIG: Ctrl-C, a tool's timeout) cannot
// remove its cgroups and root folder, so the next one to start does. A folder is a leftover when it is named
// `prefix`<pid>-<anything>, where pid is its launcher's outer process, that process no longer exists, and
// it is over a minute old (a launcher just started may be making it). rmdir removes only an empty folder;
// `unmount` first detaches what is mounted on it (a root folder outside a chroot shows the root's tmpfs).
void remove_leftovers(const char* parent, const char* prefix, bool unmount);

}  // namespace judge::launcher
