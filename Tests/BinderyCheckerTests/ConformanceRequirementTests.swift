import BinderyChecker
import Testing

/// Which stored properties of a model the generator makes `Equatable`, `Hashable` or `Codable` have their type's
/// conformance required where the spec writes it: those whose type only Swift can judge. A property left out that
/// lacks the conformance fails inside the generated `==`; one marked needlessly costs the generated code a line.
@Suite struct ConformanceRequirementTests {
    private static let spec = """
        import Foundation

        model Owner: Hashable, Codable {
            var name: String = ""
        }

        model Item: Hashable, Codable {
            var count: Int = 0
            var names: [String: [Int?]] = [:]
            var id: UUID = UUID()
            var owner: Owner?
            var size: Size
            var sizes: [Size]? = nil
            var byName: [String: Size] = [:]
            var qualified: Foundation.Date = Date()
            var box: Box<Int>
            computed total: Size = size
        }

        model Plain {
            var size: Size
        }
        """

    /// The properties of `model` whose type the checker asks the generated code to check, with their spec columns.
    private func checked(in model: String) throws -> [String: String] {
        let (module, diagnostics) = check(Self.spec)
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics.map(\.message))")
        let properties = try #require(module.model(named: model)).properties
        var result: [String: String] = [:]
        for property in properties {
            guard let written = property.typeRequiringConformances else { continue }
            result[property.name] = "\(written.text)@\(written.location.line):\(written.location.column)"
        }
        return result
    }

    @Test func typesOnlySwiftCanJudgeAreCheckedWhereTheSpecWritesThem() throws {
        let found = try checked(in: "Item")
        #expect(
            found == [
                "size": "Size@12:15",
                "sizes": "[Size]?@13:16",
                "byName": "[String: Size]@14:17",
                "qualified": "Foundation.Date@15:20",
                "box": "Box<Int>@16:14",
            ], "\(found)")
    }

    @Test func aModelThatImplementsNoConformanceChecksNothing() throws {
        #expect(try checked(in: "Plain").isEmpty)
    }

    /// A tuple conforms to nothing, but `==` compares one whose elements are `Equatable`: each element only Swift can
    /// judge is checked where the spec writes it, and the tuple itself is not.
    @Test func aTupleInAnEquatableModelHasEachElementOnlySwiftCanJudgeChecked() throws {
        let (module, diagnostics) = check(
            """
            model Pair: Equatable {
                var pair: (Size, count: Int, owner: Pair?, sizes: [Size])
                var plain: (Int, String)
            }
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let properties = try #require(module.model(named: "Pair")).properties
        let elements = properties[0].tupleElementsRequiringConformances.map {
            $0.map { "\($0.text)@\($0.location.line):\($0.location.column)" } ?? "-"
        }
        #expect(elements == ["Size@2:16", "-", "-", "[Size]@2:55"])
        #expect(properties[0].typeRequiringConformances == nil)
        #expect(properties[1].tupleElementsRequiringConformances.isEmpty)
    }
}
