import CatsAPI
import NIOConcurrencyHelpers
import NIOCore

/// The first page of each breed's sightings (`GET /breeds/{id}/sightings` without `before`,
/// at the full page size: what every app asks for) as it was last encoded, kept until a
/// sighting is reported; ``CatalogCache`` does the same for the catalog.
///
/// Each answer was encoded again for every request and held until the client read it: 16
/// clients that did not read a 19 MB list held 588 MB. A cached page is one buffer whose
/// storage every answer shares (NIO copies nothing), and with pagination it is at most
/// ``CatsAPI/CatsAPI/SightingsPage/maximumLimit`` sightings (about 160 KB at the field
/// limits), so clients that do not read hold almost nothing of their own. There is at most
/// one page per breed of the catalog (an unknown breed is a 404, never cached).
///
/// A report bumps the generation after it commits; a page read before the bump is not kept.
final class SightingPageCache: Sendable {
    /// One encoded page and the target of the next one, if the page is full.
    struct Page: Sendable {
        let buffer: ByteBuffer
        let next: String?
    }

    private let state = NIOLockedValueBox<(generation: UInt64, pages: [Int64: Page])>((0, [:]))

    /// The cached first page of `breed`, or the one `make` encodes (kept unless a report came
    /// meanwhile); nil when `make` finds no such breed.
    func firstPage(of breed: Int64, _ make: () async throws -> Page?) async rethrows -> Page? {
        let (generation, cached) = state.withLockedValue { ($0.generation, $0.pages[breed]) }
        if let cached { return cached }
        guard let made = try await make() else { return nil }
        state.withLockedValue { if $0.generation == generation { $0.pages[breed] = made } }
        return made
    }

    /// A sighting was reported: every first page is encoded again when next asked.
    func invalidate() {
        state.withLockedValue { state in
            state.generation &+= 1
            state.pages = [:]
        }
    }

    /// How many pages are kept (for tests).
    var count: Int { state.withLockedValue { $0.pages.count } }
}
