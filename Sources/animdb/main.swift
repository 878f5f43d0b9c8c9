import AnimDBCLI
import Foundation

exit(AnimDB.main())
