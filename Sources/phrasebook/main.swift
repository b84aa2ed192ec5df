import Foundation
import PhrasebookCommandLine

// a reader that goes away makes writes fail with EPIPE (handled by Output) instead of killing
// the process with SIGPIPE before it can finish its answer.
signal(SIGPIPE, SIG_IGN)
// the CLI returns a status instead of exiting from deep inside, so every path is testable.
let status = await PhrasebookCommand.run(Array(CommandLine.arguments.dropFirst()))
exit(status)
