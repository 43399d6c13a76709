// Header-only target: LLVMFuzzerRunDriver is defined by libFuzzer (-sanitize=fuzzer).
#include "CFuzzerDriver.h"
