import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct ChangeWriterTests {
  @Test func textIsKeyOldArrowNew() {
    let output = Output()
    let writer = ChangeWriter(output: output)
    writer.write(KeyChange(key: .aComponent, oldValue: .number(0), newValue: .number(20)))
    writer.write(KeyChange(key: .hex, oldValue: .text("#777777"), newValue: .text("#986b78")))
    writer.write(KeyChange(key: .inGamut, oldValue: .flag(true), newValue: .flag(false)))
    writer.write(
      KeyChange(key: .x, oldValue: .number(-0.0), newValue: .number(0.21463971713282973)))
    writer.write(KeyChange(key: .y, oldValue: nil, newValue: .number(1e300)))
    output.flush()
    #expect(
      output.text == """
        aComponent: 0 -> 20
        hex: #777777 -> #986b78
        inGamut: true -> false
        x: 0 -> 0.21463971713282973
        y: nil -> 1e+300

        """)
  }

  @Test func jsonNumbersTheObjectsAndTypesTheValues() {
    let output = Output()
    let writer = ChangeWriter(output: output, format: .json)
    writer.write(KeyChange(key: .hex, oldValue: .text("#777777"), newValue: .text("#986b78")))
    writer.write(KeyChange(key: .lComponent, oldValue: .number(50), newValue: .number(62.5)))
    writer.write(KeyChange(key: .inGamut, oldValue: .flag(true), newValue: .flag(false)))
    writer.write(KeyChange(key: .red, oldValue: .number(.nan), newValue: nil))
    output.flush()
    #expect(
      output.text == """
        {"seq":1,"key":"hex","old":"#777777","new":"#986b78"}
        {"seq":2,"key":"lComponent","old":50,"new":62.5}
        {"seq":3,"key":"inGamut","old":true,"new":false}
        {"seq":4,"key":"red","old":null,"new":null}

        """)
  }

  @Test func linesWaitInTheOutputForItsOwnerToFlush() {
    let output = Output()
    ChangeWriter(output: output).write(
      KeyChange(key: .lComponent, oldValue: .number(2), newValue: .number(3)))
    #expect(output.pendingByteCount == 19)
    output.flush()
    #expect(output.text == "lComponent: 2 -> 3\n")
  }

  @Test func everyKeysLinePrefixesSpellItsName() {
    for key in ColorKey.allCases {
      let text = key.textLinePrefix.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
      let json = key.jsonLinePrefix.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
      #expect(text == "\(key.name): ")
      #expect(json == ",\"key\":\"\(key.name)\",\"old\":")
    }
  }
}
