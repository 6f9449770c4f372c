// `make bench`'s start-up baseline: loads Foundation and FoundationNetworking, as gather does, and exits.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

let configuration = URLSessionConfiguration.ephemeral
exit(configuration.httpMaximumConnectionsPerHost > 0 ? 0 : 1)
