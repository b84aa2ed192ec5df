#include "CLibFuzzer.h"

// ASan's options unless ASAN_OPTIONS overrides them: no LeakSanitizer. It cannot see Swift's
// indirect enum boxes (their pointers carry tag bits), so every `ParameterType.list(…)` a live
// matcher holds is reported as leaked: 300 false reports for the demo alone.
const char *__asan_default_options(void) {
    return "detect_leaks=0";
}
