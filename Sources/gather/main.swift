import Foundation
import GatherCLI

exit(await GatherCLI.main())
