import AnimDBCLI
import Foundation

exit(AnimDB.main(arguments: Array(CommandLine.arguments.dropFirst())))
