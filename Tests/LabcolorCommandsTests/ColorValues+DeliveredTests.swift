import LabColor
import Testing

@testable import LabcolorCommands

private func json(_ values: ColorValues) -> String {
  var line = LineBuffer()
  values.appendJSON(to: &line)
  return line.text
}

/// `ColorValues` made from what `set`'s observers received.
@Suite struct ColorValuesDeliveredTests {
  @Test func deliveredAndParsedValuesOfTheSameLabColorAgree() throws {
    let color = LabColor(l: 50, a: 20, b: 0)
    let observer = try ColorObserver(color: color, keys: LabColor.allKeys)
    let delivered = try #require(ColorValues(delivered: observer.values, white: .d65))
    let parsed = ColorValues(.lab(Lab(l: 50, a: 20, b: 0), white: .d65), white: .d65)
    #expect(json(delivered) == json(parsed))
    #expect(delivered.hex == "#986b78")
    #expect(delivered.rgb == RGB8(red: 152, green: 107, blue: 120))
  }

  @Test func missingOrMistypedDeliveredValuesGiveNil() throws {
    let observer = try ColorObserver(color: LabColor(), keys: LabColor.allKeys)
    var values = observer.values
    #expect(ColorValues(delivered: values, white: .d65) != nil)
    values["hex"] = nil
    #expect(ColorValues(delivered: values, white: .d65) == nil)
    values["hex"] = 7
    #expect(ColorValues(delivered: values, white: .d65) == nil)
  }
}
