import CatsAPI
import Testing
import TrellisData

@testable import CatsKit

/// Issue 24: whether `cats://cat/<id>` names a breed, through the real catalog (SQLite and
/// a scripted server), before its screen is shown.
@Suite(.timeLimit(.minutes(1)))
struct CatsLinkCheckingTests {
    @Test func aStoredBreedPassesAndAMissingOneWithoutAServerIsUnknown() async throws {
        let services = try await DataFixture.open()
        try await CatDetailModule.check(breed: 3, in: services.catalog)
        await #expect(throws: CatsLinkError.unknownBreed(999)) { try await CatDetailModule.check(breed: 999, in: services.catalog) }
        #expect(CatsLinkError.unknownBreed(999).description == "there is no breed 999")
        await services.close()
    }

    @Test func aBreedTheServerDoesNotHaveIsUnavailableWithTheServersReason() async throws {
        let services = try await DataFixture.open(transport: ScriptedTransport(breeds: DataFixture.breeds))
        try await CatDetailModule.check(breed: 3, in: services.catalog)
        await #expect { try await CatDetailModule.check(breed: 999, in: services.catalog) } throws: { error in
            guard case .unavailableBreed(999, let reason)? = error as? CatsLinkError else { return false }
            return reason.contains("breed 999")
        }
        await services.close()
    }
}
