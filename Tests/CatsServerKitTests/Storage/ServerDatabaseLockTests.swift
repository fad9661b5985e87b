import CatsAPI
import Foundation
import Testing

@testable import CatsServerKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One server per database file: a second store on a held file is refused, naming the
/// holder; the file is free again once the first store is gone.
@Suite struct ServerDatabaseLockTests {
    /// Found by a hostile run: two `cats-server`s on one file both started, and the second
    /// served a catalog (and ETag) from before the first one's favorite writes.
    @Test func aSecondStoreOnTheSameFileIsRefusedUntilTheFirstIsGone() async throws {
        try await withDatabaseFile { path in
            let catalog = Array(try BreedCatalog.load().prefix(3))
            var first: ServerStore? = try ServerStore(location: .file(path), catalog: catalog)
            #expect(throws: ServerStoreError.databaseInUse(path: path, holder: getpid())) {
                _ = try ServerStore(location: .file(path), catalog: catalog)
            }
            #expect(try await first?.breeds().count == 3)
            first = nil
            let second = try ServerStore(location: .file(path), catalog: catalog)
            #expect(try await second.breeds().count == 3)
        }
    }

    @Test func theRefusalSaysWhatToDo() {
        let error = ServerStoreError.databaseInUse(path: "/tmp/cats.sqlite", holder: 4242)
        #expect(
            error.description
                == "the server database at /tmp/cats.sqlite is in use by another cats-server (process 4242): "
                + "stop it, or give this one another --database")
    }

    @Test func anInMemoryStoreTakesNoLock() throws {
        let first = try ServerStore(location: .inMemory, catalog: [])
        let second = try ServerStore(location: .inMemory, catalog: [])
        #expect(first.lock == nil && second.lock == nil)
    }
}
