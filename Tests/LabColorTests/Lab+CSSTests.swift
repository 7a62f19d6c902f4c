import LabColor
import Testing

@Suite("Lab CSS")
struct LabCSSTests {
  @Test func d50ValuesPrintAsWritten() {
    #expect(
      Lab(l: 52.2345, a: 40.1645, b: 59.9971).cssString(white: .d50)
        == "lab(52.2345 40.1645 59.9971)")
    #expect(Lab(l: 0, a: 0, b: 0).cssString(white: .d50) == "lab(0 0 0)")
    #expect(Lab(l: 100, a: -0.0, b: -0.0).cssString(white: .d50) == "lab(100 0 0)")
  }

  @Test func roundingToFractionDigits() {
    let lab = Lab(l: 52.2345, a: 40.1645, b: 59.9971)
    #expect(lab.cssString(white: .d50, fractionDigits: 2) == "lab(52.23 40.16 60)")
    #expect(lab.cssString(white: .d50, fractionDigits: 0) == "lab(52 40 60)")
  }

  @Test func d65ValuesAreAdaptedToD50() throws {
    // CSS lab() is D50: the text must describe the same color.
    let d65 = Lab(SRGB(red: 1, green: 0, blue: 0), white: .d65)
    let text = d65.cssString(white: .d65)
    let parsed = try ColorParser().parse(text)
    #expect(isClose(Lab(parsed, white: .d65), d65, within: 1e-12))
    // ColorAide: red is lab(54.291 80.805 69.891) in CSS terms.
    #expect(d65.cssString(white: .d65, fractionDigits: 3) == "lab(54.291 80.805 69.891)")
  }

  @Test func fullPrecisionTextParsesBackExactly() throws {
    var generator = SeededGenerator(seed: 161)
    for _ in 0..<1_000 {
      let lab = Lab(
        l: Double.random(in: 0...100, using: &generator),
        a: Double.random(in: -125...125, using: &generator),
        b: Double.random(in: -125...125, using: &generator))
      #expect(try ColorParser().parse(lab.cssString(white: .d50)) == .lab(lab, white: .d50))
    }
  }
}
