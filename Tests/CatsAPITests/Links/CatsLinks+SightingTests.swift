import CatsAPI
import Testing

/// `cats://cat/<breed>/sighting/<id>`: made and parsed in one place, every id range-checked.
@Suite struct CatsLinksSightingTests {
    @Test func aSightingLinkRoundTrips() throws {
        #expect(CatsLinks.sighting(17, of: 3) == "cats://cat/3/sighting/17")
        let parsed = try CatsLinks.parseSighting(CatsLinks.sighting(17, of: 3))
        #expect(parsed.breed == 3 && parsed.sighting == 17)
        let largest = try CatsLinks.parseSighting("cats://cat/\(Int64.max)/sighting/1")
        #expect(largest.breed == Int64.max)
    }

    @Test(
        "garbage is refused by name",
        arguments: [
            ("cats://cat/3/sighting/0", CatsLinkParseError.outOfRange(id: "sighting", text: "0")),
            ("cats://cat/3/sighting/-17", .outOfRange(id: "sighting", text: "-17")),
            ("cats://cat/0/sighting/17", .outOfRange(id: "breed", text: "0")),
            ("cats://cat/3/sighting/9223372036854775808", .outOfRange(id: "sighting", text: "9223372036854775808")),
            ("cats://cat/3/sighting/abc", .notANumber(id: "sighting", text: "abc")),
            ("cats://cat/3/sighting/", .notANumber(id: "sighting", text: "")),
            ("cats://cat/3/sighting/1٧", .notANumber(id: "sighting", text: "1٧")),
            ("cats://cat/x/sighting/17", .notANumber(id: "breed", text: "x")),
            ("cats://cat/3/sightings/17", .notASightingLink("cats://cat/3/sightings/17")),
            ("cats://cat/3", .notASightingLink("cats://cat/3")),
            ("cats://cat/3/sighting/17/more", .notASightingLink("cats://cat/3/sighting/17/more")),
            ("dogs://cat/3/sighting/17", .notASightingLink("dogs://cat/3/sighting/17")),
            ("", .notASightingLink("")),
        ])
    func garbage(_ link: String, _ error: CatsLinkParseError) {
        #expect(throws: error) { try CatsLinks.parseSighting(link) }
    }

    @Test func theErrorsSayWhatIsWrongInPlainWords() {
        #expect(
            "\(CatsLinkParseError.outOfRange(id: "sighting", text: "0"))" == "the sighting id 0 is not between 1 and 9223372036854775807")
        #expect("\(CatsLinkParseError.notANumber(id: "breed", text: "x"))" == "the breed id \"x\" is not a number")
    }
}
