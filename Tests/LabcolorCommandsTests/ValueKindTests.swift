import Testing

@testable import LabcolorCommands

@Suite struct ValueKindTests {
  @Test(arguments: ["0", "-0", "50", "-20", "2.5e-3", "0x1p-2", "+5", "1.7976931348623157e308"])
  func finiteNumbersAreNumbers(text: String) {
    #expect(ValueKind.number.problem(with: text) == nil)
  }

  @Test(arguments: ["inf", "-inf", "infinity", "nan", "NaN", "1e309", "", " 5", "5 ", "5,0", "1_0"])
  func otherTextIsNotANumber(text: String) {
    #expect(ValueKind.number.problem(with: text) == "expected a finite number")
  }

  @Test func aChoiceAcceptsOnlyItsWordsExactly() {
    let kind = ValueKind.choice(["text", "json"])
    #expect(kind.problem(with: "json") == nil)
    #expect(kind.problem(with: "JSON") == "expected one of 'text', 'json'")
    #expect(kind.choices == ["text", "json"])
  }

  @Test(arguments: ["", "anything", "-20", "\u{0}"])
  func aStringAcceptsAnything(text: String) {
    #expect(ValueKind.string.problem(with: text) == nil)
    #expect(ValueKind.string.choices.isEmpty)
  }
}
