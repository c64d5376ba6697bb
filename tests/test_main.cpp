// The one file that defines doctest's main; every other tests/test_<unit>.cpp only includes doctest.
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>
