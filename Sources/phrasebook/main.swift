import Foundation
import PhrasebookCommandLine

#if canImport(Glibc)
import Glibc

// glibc gives each thread that allocates its own heap (arena). A large compile allocates on two
// threads, and memory one arena freed is not reused by the other, which raised the peak of a
// 100k-phrase model by tens of MB: one arena for every verb but `serve`, whose concurrent
// requests allocate on many threads at once.
// (`mallopt` is in malloc.h, which the Glibc module leaves out: found by name. M_ARENA_MAX is -8.)
if CommandLine.arguments.dropFirst().first != "serve", let process = dlopen(nil, RTLD_NOW),
    let symbol = dlsym(process, "mallopt")
{
    let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
    _ = mallopt(-8, 1)
}
#endif

// a reader that goes away makes writes fail with EPIPE (handled by Output) instead of killing
// the process with SIGPIPE before it can finish its answer.
signal(SIGPIPE, SIG_IGN)
// the CLI returns a status instead of exiting from deep inside, so every path is testable; the
// process exits right after, so a verb may leave what it loaded to the system instead of freeing it.
let status = await PhrasebookCommand.$exitsAfterRun.withValue(true) {
    await PhrasebookCommand.run(Array(CommandLine.arguments.dropFirst()))
}
exit(status)
