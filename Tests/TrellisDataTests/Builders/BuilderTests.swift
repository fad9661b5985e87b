import Testing
import TrellisData

/// A value with many optional parameters, two of them required.
struct CatCard: Buildable, Equatable {
    struct Fields: BuilderFields {
        var name: String?
        var origin: String?
        var coat: String?
        var lifespan: ClosedRange<Int>?
        var weightKilograms: Double?
        var isFavorite: Bool?
    }

    let name: String
    let origin: String
    let coat: String?
    let lifespan: ClosedRange<Int>?
    let weightKilograms: Double?
    let isFavorite: Bool

    init(validating fields: Fields) throws(BuildError) {
        var check = BuildCheck(Self.self)
        let name = check.require(fields.name, "name")
        let origin = check.require(fields.origin, "origin")
        check.check(fields.name?.isEmpty != true, "name", "is empty")
        check.check((fields.weightKilograms ?? 1) > 0, "weightKilograms", "must be positive")
        try check.done()
        self.name = name!
        self.origin = origin!
        coat = fields.coat
        lifespan = fields.lifespan
        weightKilograms = fields.weightKilograms
        isFavorite = fields.isFavorite ?? false
    }

    var fields: Fields {
        Fields(name: name, origin: origin, coat: coat, lifespan: lifespan, weightKilograms: weightKilograms, isFavorite: isFavorite)
    }
}

@Suite struct BuilderTests {
    @Test func buildsFromTheParametersSet() throws {
        let card = try Builder<CatCard>().with(\.name, "Bengal").with(\.origin, "US").with(\.lifespan, 12...16).build()
        #expect(card.name == "Bengal" && card.lifespan == 12...16 && card.coat == nil && !card.isFavorite)
    }

    @Test func namesEveryMissingAndInvalidField() {
        #expect(throws: BuildError(type: "CatCard", missing: ["name", "origin"], invalid: ["weightKilograms": "must be positive"])) {
            try Builder<CatCard>().with(\.weightKilograms, -1).build()
        }
        let error = BuildError(type: "CatCard", missing: ["origin"], invalid: ["name": "is empty"])
        #expect(throws: error) { try Builder<CatCard>().with(\.name, "").build() }
        #expect(error.description == "cannot build CatCard: missing origin; name is empty")
    }

    @Test func fromAnExistingValueChangesOnlyWhatIsSet() throws {
        let card = try Builder<CatCard>().with(\.name, "Bengal").with(\.origin, "US").with(\.coat, "spotted").build()
        let favorite = try Builder.from(card).with(\.isFavorite, true).build()
        #expect(favorite.isFavorite && favorite.coat == "spotted" && favorite.name == "Bengal")
        #expect(try Builder.from(card).build() == card)
    }
}
