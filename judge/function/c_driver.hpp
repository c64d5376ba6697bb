// function/: the driver of a function-style (LeetCode) problem in C, apart from driver.cpp's C++, Java and
// Python ones because C passes what those pass as objects as a pointer and its sizes.
#pragma once
#include <string>
#include <string_view>

#include "judge/function/signature.hpp"

namespace judge {

// The program for a C solution: LeetCode's headers, the driver's runtime, the solution (its lines keep
// their numbers), then main. The method is called as LeetCode's C declares it: T[] as (T* name, int
// nameSize), T[][] as (T** name, int nameSize, int* nameColSize), string as char*; a returned T[] adds
// (int* returnSize), a returned T[][] (int* returnSize, int** returnColumnSizes).
std::string generate_c(const Signature& signature, const std::string& source_name, std::string_view source,
                       const std::string& solution_path);

}  // namespace judge
