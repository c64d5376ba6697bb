/* What the Windows compilers of POJ and HDU (MSVC and MinGW, as programs judged there from 2005 to 2013
 * show them) gave a program that Debian's GCC 12 on Linux does not. The C and C++ profiles of POJ 3074,
 * POJ 3076 and HDU 1426 write this file beside the source (problem.yaml's `support_files:`) and compile
 * with `-include windows_judge.h`, so it comes before the program's first line. Each rule rests on
 * programs those judges judged; docs/judges/poj.md and docs/judges/hdu.md cite them.
 *
 * - __int64, MSVC's and MinGW's 64-bit integer, in hundreds of programs POJ accepted (G++ ones too).
 *   A macro, not a typedef, so that `unsigned __int64` compiles as it did there.
 * - C++ only: MSVC's <iostream> brought <cstdio>, <cstdlib> and <cstring> with it. POJ compiled
 *   programs that call scanf, printf and strcmp with only <iostream> and <string> included (judged TLE
 *   there, so they compiled); libstdc++'s <iostream> declares none of them.
 * - C++ only: `gets`, which HDU accepted in a C++ program of 2013 and POJ in G++ ones. glibc declares it
 *   for C++ only up to C++11 (and for C up to C99); from C++14 on it is declared here (glibc still
 *   exports it), so that a C++14 profile takes it as those judges' compilers did.
 * - C++ only: glibc's <string.h> declares the POSIX functions index and rindex when g++ compiles (it
 *   always defines _GNU_SOURCE); Windows' headers do not. A program that names a variable `index` (a
 *   common name in search code) compiled there; the macros below give the program's own `index` another
 *   name after the system's declaration, so it compiles here as it did there. A program that calls the
 *   POSIX function gets CE, as it would on Windows.
 *
 * Not emulated (a program that depends on them is judged as GCC 12 on Linux judges it): `void main` in
 * C++ (accepted by MSVC, refused by G++), `%I64d` in printf (glibc reads it as a field width of 64), and
 * <iostream.h> (CE on POJ since 2009 as well).
 */
#ifndef JUDGE_WINDOWS_JUDGE_H
#define JUDGE_WINDOWS_JUDGE_H
#define __int64 long long
#ifdef __cplusplus
#include <cstdio>
#include <cstdlib>
#include <cstring>
#if __cplusplus > 201103L
extern "C" char* gets(char*);
#endif
#define index judge_program_index
#define rindex judge_program_rindex
#endif
#endif
