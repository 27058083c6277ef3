import BinderySource
import BinderySyntax
import Testing

@Suite struct ExpressionTests {
    func expression(_ text: String) -> ExpressionSyntax? {
        parseMembers("computed x: Int = \(text)").models.first?.members.first?.value
    }

    func references(_ text: String) -> [String] {
        expression(text)?.references.map { ($0.isOnSelf ? "self." : "") + $0.name } ?? []
    }

    @Test func bareNamesAndSelfMembers() {
        #expect(references("a + self.b - c.d") == ["a", "self.b", "c"])
    }

    @Test func namesAfterADotAreNotReferences() {
        #expect(references("a.count + self.b.count + x?.y") == ["a", "self.b", "x"])
    }

    @Test func argumentLabelsAreNotReferences() {
        #expect(references("f(label: a, other: b)") == ["f", "a", "b"])
        #expect(references("cond ? a : b") == ["cond", "a", "b"])
        #expect(references("[key: value]") == ["key", "value"])
    }

    @Test func stringTextIsNotReferencedButInterpolationsAre() {
        #expect(references(#""a b \(c) \("d \(e)")""#) == ["c", "e"])
        #expect(references(##"#"\(raw) \#(f)"#"##) == ["f"])
    }

    @Test func dollarNamesAndKeywordsAreNotReferences() {
        #expect(references("$0 + $1 ?? nil ?? true ? self : a as? Int") == ["a", "Int"])
    }

    /// Each member as `name<-base`, the base as what it is read on: a reference's or member's name, a call of a
    /// member (`name()`) or of a bare name (`name(…)`), `$N`, a closure's parameter (`{name}.N` for the member the
    /// closure is passed to, then `: Type` if its signature writes one), or a key path's root (`\\name` for the member
    /// the key path is passed to).
    func memberBases(_ text: String) -> [String] {
        guard let expression = expression(text) else { return [] }
        let members = expression.memberAccesses
        return members.map { access in
            let base: String
            switch access.base {
            case .reference(let index): base = expression.references[index].name
            case .member(let index): base = members[index].name
            case .call(let index): base = members[index].name + "()"
            case .shorthandArgument(let index): base = "$\(index)"
            case .closureParameter(let position, let closure):
                let closure = expression.closures[closure]
                let written = closure.parameterTypes.indices.contains(position) ? closure.parameterTypes[position] : nil
                base =
                    "{\(closure.calledMember.map { members[$0].name } ?? "?")}.\(position)"
                    + (written.map { ": " + $0 } ?? "")
            case .referenceCall(let index): base = expression.references[index].name + "(…)"
            case .implicitKeyPathRoot(let member): base = "\\\(members[member].name)"
            case .closure: base = "{}"
            case .other: base = "?"
            }
            return access.name + "<-" + base
        }
    }

    @Test func membersKnowWhatTheyAreReadOn() {
        #expect(memberBases("owner?.address.city") == ["address<-owner", "city<-address"])
        #expect(memberBases("self.owner!.name + $0.name") == ["name<-owner", "name<-$0"])
        #expect(
            memberBases("items.filter { $0.done }.count") == ["filter<-items", "done<-{filter}.0", "count<-filter()"])
        #expect(
            memberBases("items.reduce(0) { $0 + $1.size }.words") == [
                "reduce<-items", "size<-{reduce}.1", "words<-reduce()",
            ])
        #expect(
            memberBases("items.first(where: { item in item.done })?.name") == [
                "first<-items", "done<-{first}.0", "name<-first()",
            ])
        #expect(memberBases("items.sorted { _, b in b.rank }") == ["sorted<-items", "rank<-{sorted}.1"])
        // The innermost closure's `$0`; a shadowing declaration; a block that is no closure.
        #expect(
            memberBases("a.map { $0.b.contains { $0.c } }") == [
                "map<-a", "b<-{map}.0", "contains<-b", "c<-{contains}.0",
            ])
        #expect(memberBases("a.map { x in { let x = 1; return x.y }() }") == ["map<-a", "y<-?"])
        #expect(memberBases("a.map { if true { $0.b } else { $0.c } }") == ["map<-a", "b<-{map}.0", "c<-{map}.0"])
        #expect(memberBases("f(x).y + [a][0].b + { 1 }().c + (g).d") == ["y<-f(…)", "b<-?", "c<-?", "d<-?"])
        #expect(memberBases("Reading(celsius: f(x)).celsius") == ["celsius<-Reading(…)"])
        // A parameter's written type, each its own, with the parameter's label and attributes as Swift takes them.
        #expect(
            memberBases("{ (r: Reading?, _ n: [Int], m) -> Int in r?.a ?? n.b + m.c }(x).d") == [
                "a<-{?}.0: Reading?", "b<-{?}.1: [Int]", "c<-{?}.2", "d<-?",
            ])
        #expect(memberBases("a.map { (item: inout Item) in item.b }") == ["map<-a", "b<-{map}.0: inout Item"])
        // A capture's value is read where the closure is written.
        #expect(memberBases("a.map { [v = $0.w] in v }") == ["map<-a", "w<-$0"])
        #expect(memberBases(#""\(items.map { $0.title })""#) == ["map<-items", "title<-{map}.0"])
        // A key path passed as a member's function; one anywhere else has a root no call tells.
        #expect(
            memberBases(#"items.map(\.owner.name) + items.first(where: \.done)"#) == [
                "map<-items", "owner<-\\map", "name<-owner", "first<-items", "done<-\\first",
            ])
        #expect(memberBases(#"f(\.name) + [\.title]"#) == ["name<-?", "title<-?"])
    }

    @Test func backtickedKeywordsAreReferences() {
        #expect(references("`default` + 1") == ["default"])
    }

    @Test func closureParametersShadowProperties() {
        #expect(references("items.reduce(into: 0) { count, _ in count += 1 }") == ["items"])
        #expect(references("items.filter { b in !b.isEmpty }.count") == ["items"])
        // The types a signature names are references, as `[Item]()` and `as? Item` are: a model's rename reaches them.
        #expect(
            references("items.map { (item: String) -> Int in item.count + offset }") == [
                "items", "String", "Int", "offset",
            ])
        #expect(references("{ @Sendable (a: Int) async throws -> Int in a + b }") == ["Int", "Int", "b"])
        #expect(references("{ (f: (_ x: Item) -> Item.Kind, y: some P) in f }") == ["Item", "Item", "P"])
        // Only inside the closure.
        #expect(references("items.map { item in item.count }.count + item") == ["items", "item"])
        // `self.x` is the property whatever the closure declares.
        #expect(references("items.reduce(0) { count, x in count + self.count }") == ["items", "self.count"])
        #expect(references("items.map { item in \"\\(item) \\(suffix)\" }") == ["items", "suffix"])
    }

    @Test func captureListsReadTheEnclosingScope() {
        #expect(references("{ [limit = max] in limit + items.count }()") == ["max", "items"])
        #expect(references("{ [weak owner, items] in items.count }()") == ["owner", "items", "items"])
    }

    @Test func localDeclarationsShadowFromTheNextStatement() {
        #expect(references("{ let size = items.count; return size + other }()") == ["items", "other"])
        // The initializer reads the property, as in Swift.
        #expect(references("{ let size = size + 1; return size }()") == ["size"])
        #expect(references("{\n    let size = items\n        .count\n    return size\n}()") == ["items"])
        #expect(references("{ let a = x, b = y; return a + b + c }()") == ["x", "y", "c"])
        #expect(references("{ let (a, b) = pair; return a + b }()") == ["pair"])
        #expect(references("{ let n: Count = items.count; return n }()") == ["Count", "items"])
        #expect(
            references("{ let n: [String: Item]? = nil, m: any Item = x; return n }()") == [
                "String", "Item", "Item", "x",
            ])
        #expect(references("{ var n = 0; repeat { n += 1 } while n < limit; return n }()") == ["limit"])
        // Not past the closure.
        #expect(references("{ let size = 1; return size }() + size") == ["size"])
    }

    @Test func conditionsShadowInTheirBody() {
        // `if let x` reads x, then declares it for the body.
        #expect(references("{ if let maybe { return maybe + a }; return b }()") == ["maybe", "a", "b"])
        #expect(references("if let maybe { maybe } else { other }") == ["maybe", "other"])
        #expect(
            references("{ if let first = items.first { return first } else { return first } }()")
                == ["items", "first"])
        #expect(references("{ if let a = x, let b = a.y { return a + b }; return a }()") == ["x", "a"])
        #expect(references("{ while let next = queue.next() { use(next) }; return 0 }()") == ["queue", "use"])
    }

    @Test func guardShadowsInTheRestOfTheBlock() {
        #expect(references("{ guard let first = items.first else { return 0 }; return first }()") == ["items"])
        #expect(references("{ guard let maybe else { return 0 }; return maybe }()") == ["maybe"])
    }

    @Test func forInPatternsShadowInTheBody() {
        #expect(
            references(
                "{ var total = 0; for item in items where item.count > limit { total += item.count }; return total + item }()"
            )
                == ["items", "limit", "item"])
        #expect(references("{ for (key, value) in pairs { use(key, value) }; return 0 }()") == ["pairs", "use"])
        #expect(references("{ for case let .some(x) in items { use(x) }; return 0 }()") == ["items", "use"])
        // The sequence is read before the pattern declares anything.
        #expect(references("{ for items in items { use(items) }; return 0 }()") == ["items", "use"])
    }

    @Test func casePatternsShadowInTheirCase() {
        #expect(
            references(
                "{ switch pick { case .some(let value): return value; case let .other(x, y): return x + y; default: return value } }()"
            ) == ["pick", "value"])
        #expect(
            references("{ do { return try load() } catch { return error.code + fallback } }()") == ["load", "fallback"])
    }

    @Test func labelsNamedLikeKeywordsAreStillLabels() {
        #expect(references("f(for: a, in: b, if: c)") == ["f", "a", "b", "c"])
    }

    @Test func referenceRangesPointAtTheName() throws {
        let parsed = parseMembers("computed x: Int = self.total + part")
        let references = try #require(parsed.models.first?.members.first?.value?.references)
        #expect(references.map { parsed.text($0.range) } == ["total", "part"])
    }

    @Test func textIsVerbatimWithInnerComments() {
        #expect(expression("a /* why */ + b  // trailing")?.text == "a /* why */ + b")
    }

    @Test func expressionsSpanLinesInsideBrackets() {
        let value = expression("f(\n    a,\n    b\n)")
        #expect(value?.text == "f(\n    a,\n    b\n)")
        #expect(value?.references.map(\.name) == ["f", "a", "b"])
    }

    @Test func closuresKeepTheirBraces() {
        #expect(expression("items.map { $0 * 2 }.count")?.text == "items.map { $0 * 2 }.count")
    }

    @Test func branchesNestedDeepAreCheckedToTheInnermost() {
        let depth = 240
        func nested(_ innermost: String) -> String {
            String(repeating: "if c { ", count: depth) + innermost + String(repeating: " } else { 0 }", count: depth)
        }
        #expect(
            parseMembers("computed x: Int = " + nested("[1].map { v in let w = v; return w }.count")).messages == [])
        let parsed = parseMembers("computed x: Int = " + nested("f(); 1"))
        #expect(parsed.diagnostics.map(\.id) == [.expectedExpression])
        let column = "computed x: Int = ".utf8.count + depth * "if c { ".utf8.count + "f(); ".utf8.count + 1
        #expect(parsed.located.first?.hasPrefix("2:\(column): expected the branch to end") == true)
    }

    /// A postfix `?` or `!` ends an operand, so a name or literal after it is a second expression, as Swift reads
    /// it; after `try` or `as` the `?` or `!` is the keyword's, and what follows is its operand.
    @Test func aNameAfterAPostfixOperatorIsASecondExpression() {
        for written in ["a! b", "a? 1", #"f()! "s""#, "a!! $0", "x.if 5", "c?1:2"] {
            let parsed = parseMembers("computed x: Int = \(written)")
            #expect(parsed.diagnostics.map(\.id) == [.extraneousTokens], "\(written)")
        }
        for written in [
            "try? f()", "try! f()", "a as? Int", "a as! Int", "a! as Int", "a? ?? 1", "c ? a : b", #"\M.a"#, "copy a",
        ] {
            #expect(parseMembers("computed x: Int = \(written)").messages.isEmpty, "\(written)")
        }
    }

    @Test func twentyThousandNestedParenthesesAreOneError() {
        let depth = 20_000
        let parsed = parseMembers(
            "var x: Int = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
                + "\nvar y: Int")
        #expect(parsed.messages == ["expression nests brackets more than 248 deep; simplify it"])
        #expect(parsed.models.first?.members.map(\.name.name) == ["x", "y"])
    }
}
