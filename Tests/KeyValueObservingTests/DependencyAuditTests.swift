import KeyValueObserving
import Testing

/// A class whose declarations disagree with its getters.
final class Invoice: KeyValueObject {
  @Observed var net = 100.0
  @Observed var rate = 0.2
  @Observed var discount = 0.0
  @Observed var note = ""
  @Observed var isExempt = false

  var tax: Double { isExempt ? 0 : net * rate }
  var total: Double { net + tax - discount }
  var summary: String { "\(total)" }

  override class var keyTable: KeyTable {
    KeyTable(Invoice.self) {
      Key("net", \.net)
      Key("rate", \.rate)
      Key("discount", \.discount)
      Key("note", \.note)
      Key("isExempt", \.isExempt)
      Key("tax", \.tax, dependsOn: \.net, \.rate)  // misses isExempt
      // Misses discount; note is read by nobody.
      Key("total", \.total, dependsOn: \.net, \.tax, \.note)
      Key("summary", \.summary, dependsOn: \.total)
    }
  }
}

/// A class whose getter reads through a relationship its declaration does
/// not name.
final class Careless: KeyValueObject {
  @Observed var customer: Customer?
  var city: String { customer?.address?.city ?? "" }

  override class var keyTable: KeyTable {
    KeyTable(Careless.self) {
      Key("customer", \.customer)
      Key("city", \.city, dependsOn: \.customer)
    }
  }
}

@Suite struct DependencyAuditTests {
  @Test func correctDeclarationsAreClean() {
    #expect(DependencyAudit(auditing: ArticleLabColor()).isClean)
    #expect(DependencyAudit(auditing: Diamond()).isClean)
    let person = DependencyAudit(auditing: Person())
    #expect(person.isClean, "\(person)")
    #expect(person.auditedKeyCount == 1)
    #expect(person.description == "Person: 1 computed keys, dependencies match their getters")
  }

  @Test func reportsMissingAndSuperfluousDependencies() {
    let audit = DependencyAudit(auditing: Invoice())
    #expect(!audit.isClean)
    let expected: [DependencyAudit.Finding] = [
      .init(kind: .missing, key: "tax", dependency: "isExempt"),
      .init(kind: .missing, key: "total", dependency: "discount"),
      .init(kind: .missing, key: "total", dependency: "isExempt"),
      .init(kind: .superfluous, key: "total", dependency: "note"),
      .init(kind: .missing, key: "summary", dependency: "discount"),
      .init(kind: .missing, key: "summary", dependency: "isExempt"),
    ]
    #expect(Set(audit.findings) == Set(expected))
    #expect(audit.findings.count == expected.count)
    #expect(audit.description.contains("  missing: tax reads isExempt, which it does not declare"))
    #expect(
      audit.description.contains("  superfluous: total declares note, which it does not read"))
  }

  @Test func branchesNeedSamplesThatTakeThem() {
    let exempt = Invoice()
    exempt.isExempt = true
    // An exempt invoice's tax reads only isExempt: net and rate look superfluous.
    let one = DependencyAudit(auditing: exempt)
    #expect(one.findings.contains(.init(kind: .superfluous, key: "tax", dependency: "net")))
    // With both branches sampled, only the real omission remains for tax.
    let both = DependencyAudit(auditing: exempt, Invoice())
    #expect(
      both.findings.filter { $0.key == "tax" } == [
        .init(kind: .missing, key: "tax", dependency: "isExempt")
      ])
  }

  @Test func reportsACycleBesideTheFindings() {
    let audit = DependencyAudit(auditing: Thermostat())
    #expect(audit.cycles == [DependencyCycle(names: ["celsius", "fahrenheit", "celsius"])])
    #expect(audit.findings.isEmpty)
    #expect(!audit.isClean)
    #expect(audit.description == "Thermostat:\n  dependency cycle celsius → fahrenheit → celsius")
  }

  @Test func dependenciesThroughRelationshipsMatchingTheirGettersAreClean() {
    let order = Order()
    let customer = Customer(name: "Ada", address: Address(city: "Paris"))
    order.customer = customer
    order.billing = customer
    let audit = DependencyAudit(auditing: order, Order())
    #expect(audit.isClean, "\(audit)")
    #expect(audit.auditedKeyCount == 7)
    let customerAudit = DependencyAudit(auditing: customer)
    #expect(customerAudit.isClean, "\(customerAudit)")
  }

  @Test func aGetterReadingThroughARelationshipItDoesNotDeclareIsCaught() {
    let careless = Careless()
    careless.customer = Customer(name: "A", address: Address(city: "Paris"))
    let audit = DependencyAudit(auditing: careless)
    #expect(
      audit.findings == [
        .init(kind: .missing, key: "city", dependency: "customer.address"),
        .init(kind: .missing, key: "city", dependency: "customer.address.city"),
      ])
    #expect(
      audit.description
        == "Careless:\n  missing: city reads customer.address, which it does not declare\n"
        + "  missing: city reads customer.address.city, which it does not declare")
  }

  @Test func refusedDependenciesAreFindings() {
    let audit = DependencyAudit(auditing: Misdeclared())
    let refused = audit.findings.filter { $0.kind == .refused }
    #expect(refused.map(\.key) == ["throughLines", "undefined", "unobservable", "summed"])
    #expect(
      refused[1].description
        == "refused: undefined depends on \"customer.zip\", which cannot be followed: "
        + "Customer has no key \"zip\"")
    #expect(!audit.isClean)
  }
}
