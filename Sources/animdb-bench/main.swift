import Foundation

exit(BenchMain.run(Array(CommandLine.arguments.dropFirst())))
