import Foundation

// the CLI returns a status instead of exiting from deep inside, so every path is testable.
let status = await PhrasebookCommand.run(Array(CommandLine.arguments.dropFirst()))
exit(status)
