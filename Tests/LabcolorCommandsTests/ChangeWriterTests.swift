import Testing

@testable import LabcolorCommands

@Suite struct ChangeWriterTests {
  @Test func textIsKeyOldArrowNew() {
    let output = Output()
    let writer = ChangeWriter(output: output)
    writer.write(KeyChange(key: "aComponent", oldValue: 0.0, newValue: 20.0))
    writer.write(KeyChange(key: "hex", oldValue: "#777777", newValue: "#986b78"))
    writer.write(KeyChange(key: "inGamut", oldValue: true, newValue: false))
    writer.write(KeyChange(key: "x", oldValue: -0.0, newValue: 0.21463971713282973))
    writer.write(KeyChange(key: "odd", oldValue: nil, newValue: [1]))
    output.flush()
    #expect(
      output.text == """
        aComponent: 0 -> 20
        hex: #777777 -> #986b78
        inGamut: true -> false
        x: 0 -> 0.21463971713282973
        odd: nil -> [1]

        """)
  }

  @Test func jsonNumbersTheObjectsAndTypesTheValues() {
    let output = Output()
    let writer = ChangeWriter(output: output, format: .json)
    writer.write(KeyChange(key: "hex", oldValue: "#777777", newValue: "#986b78"))
    writer.write(KeyChange(key: "lComponent", oldValue: 50.0, newValue: 62.5))
    writer.write(KeyChange(key: "inGamut", oldValue: true, newValue: false))
    writer.write(KeyChange(key: "red", oldValue: Double.nan, newValue: nil))
    output.flush()
    #expect(
      output.text == """
        {"seq":1,"key":"hex","old":"#777777","new":"#986b78"}
        {"seq":2,"key":"lComponent","old":50,"new":62.5}
        {"seq":3,"key":"inGamut","old":true,"new":false}
        {"seq":4,"key":"red","old":null,"new":null}

        """)
  }

  @Test func flushesEachLineWhenAsked() {
    let output = Output()
    ChangeWriter(output: output, flushesEachLine: true)
      .write(KeyChange(key: "l", oldValue: 1.0, newValue: 2.0))
    #expect(output.pendingByteCount == 0)
    #expect(output.text == "l: 1 -> 2\n")
    ChangeWriter(output: output).write(KeyChange(key: "l", oldValue: 2.0, newValue: 3.0))
    #expect(output.pendingByteCount == 10)
  }
}
