<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en_GB">
<context>
    <name>AdvisoryFinding</name>
    <message>
        <source>%1 (card %2, %3)</source>
        <translation>%1 (Karte %2, %3)</translation>
    </message>
</context>
<context>
    <name>AtomicFile</name>
    <message>
        <source>cannot write the file: %1</source>
        <translation>die Datei kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>the file could not be written completely (%1); the old file is unchanged</source>
        <translation>die Datei konnte nicht vollständig geschrieben werden (%1); die bisherige Datei ist unverändert</translation>
    </message>
    <message>
        <source>the file could not be saved (%1); the old file is unchanged</source>
        <translation>die Datei konnte nicht gespeichert werden (%1); die bisherige Datei ist unverändert</translation>
    </message>
    <message>
        <source>the saved file does not read back as written: check the disk</source>
        <translation>die gespeicherte Datei stimmt beim Zurücklesen nicht mit dem Geschriebenen überein: prüfen Sie den Datenträger</translation>
    </message>
    <message>
        <source>cannot read the current file to keep it as a backup (%1); the file is unchanged</source>
        <translation>die aktuelle Datei kann nicht gelesen werden, um sie als Sicherung zu behalten (%1); die Datei ist unverändert</translation>
    </message>
    <message>
        <source>the backup %1 could not be written (%2); the file is unchanged</source>
        <translation>die Sicherung %1 konnte nicht geschrieben werden (%2); die Datei ist unverändert</translation>
    </message>
</context>
<context>
    <name>Baseline</name>
    <message>
        <source>not a baseline: this is not JSON (%1); make one with flowaudit-cli baseline</source>
        <translation>keine Baseline: das ist kein JSON (%1); erstellen Sie eine mit flowaudit-cli baseline</translation>
    </message>
    <message>
        <source>not a baseline: there is no &quot;format&quot;: &quot;%1&quot;; make one with flowaudit-cli baseline</source>
        <translation>keine Baseline: es gibt kein &quot;format&quot;: &quot;%1&quot;; erstellen Sie eine mit flowaudit-cli baseline</translation>
    </message>
    <message>
        <source>not a baseline: its format is &quot;%1&quot;, not %2</source>
        <translation>keine Baseline: ihr Format ist „%1“, nicht %2</translation>
    </message>
    <message>
        <source>this baseline is format %1, newer than the %2 this FlowAudit reads: update FlowAudit or make the baseline again</source>
        <translation>diese Baseline hat das Format %1, neuer als das %2, das dieses FlowAudit liest: aktualisieren Sie FlowAudit oder erstellen Sie die Baseline neu</translation>
    </message>
    <message>
        <source>not a baseline: &quot;entries&quot; is not a list</source>
        <translation>keine Baseline: &quot;entries&quot; ist keine Liste</translation>
    </message>
    <message>
        <source>not a baseline: entry %1 needs flow_id, rule, field (text or null), severity (FAIL, WARN or INFO) and fingerprint</source>
        <translation>keine Baseline: Eintrag %1 braucht flow_id, rule, field (Text oder null), severity (FAIL, WARN oder INFO) und fingerprint</translation>
    </message>
    <message>
        <source>cannot read the baseline: %1</source>
        <translation>die Baseline kann nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>CardAge</name>
    <message>
        <source>no checked date stated</source>
        <translation>kein Prüfdatum angegeben</translation>
    </message>
    <message>
        <source>checked %1, a date in the future</source>
        <translation>geprüft %1, ein Datum in der Zukunft</translation>
    </message>
    <message>
        <source>checked %1, today</source>
        <translation>geprüft %1, heute</translation>
    </message>
    <message>
        <source>checked %1, yesterday</source>
        <translation>geprüft %1, gestern</translation>
    </message>
    <message>
        <source>checked %1, %2 days ago</source>
        <translation>geprüft %1, vor %2 Tagen</translation>
    </message>
    <message>
        <source>UNDATED</source>
        <translation>UNDATIERT</translation>
    </message>
    <message>
        <source>STALE</source>
        <translation>VERALTET</translation>
    </message>
    <message>
        <source>checked %1</source>
        <translation>geprüft %1</translation>
    </message>
    <message>
        <source>no checked date</source>
        <translation>kein Prüfdatum</translation>
    </message>
</context>
<context>
    <name>CardCopy</name>
    <message>
        <source>the team&apos;s card %1 is there already; nothing copied</source>
        <translation>die Karte %1 des Teams liegt schon dort; nichts kopiert</translation>
    </message>
</context>
<context>
    <name>CardFact</name>
    <message>
        <source>fact %1</source>
        <translation>Fakt %1</translation>
    </message>
    <message>
        <source>window %1</source>
        <translation>Fenster %1</translation>
    </message>
    <message>
        <source>retries %1</source>
        <translation>Wiederholungen %1</translation>
    </message>
</context>
<context>
    <name>CardResolution</name>
    <message>
        <source>a symbolic link out of the cards folder: not read</source>
        <translation>ein symbolischer Link aus dem Kartenordner heraus: nicht gelesen</translation>
    </message>
    <message>
        <source>vendor_cards names a folder of card files, such as cards/</source>
        <translation>vendor_cards nennt einen Ordner mit Kartendateien, etwa cards/</translation>
    </message>
    <message>
        <source>vendor_cards %1 must be relative to the inventory&apos;s folder</source>
        <translation>vendor_cards %1 muss relativ zum Ordner des Inventars sein</translation>
    </message>
    <message>
        <source>vendor_cards %1 is not a folder beside the inventory</source>
        <translation>vendor_cards %1 ist kein Ordner neben dem Inventar</translation>
    </message>
    <message>
        <source>vendor_cards %1 leads to %2, outside the inventory&apos;s repository %3 (by .. or a symbolic link): not read</source>
        <translation>vendor_cards %1 führt nach %2, außerhalb des Repositorys %3 des Inventars (über .. oder einen symbolischen Link): nicht gelesen</translation>
    </message>
    <message>
        <source>the folder of cards does not exist</source>
        <translation>der Kartenordner existiert nicht</translation>
    </message>
    <message>
        <source>the vendor cards were not found: set FLOWAUDIT_DATA_DIR to the folder holding vendors/</source>
        <translation>die Anbieterkarten wurden nicht gefunden: setzen Sie FLOWAUDIT_DATA_DIR auf den Ordner, der vendors/ enthält</translation>
    </message>
    <message>
        <source>the card `%1` names the same card as `%2` (IDs that differ only in case, _ or - are one card to an inventory): not read</source>
        <translation>die Karte `%1` nennt dieselbe Karte wie `%2` (IDs, die sich nur in Groß-/Kleinschreibung, _ oder - unterscheiden, sind für ein Inventar eine Karte): nicht gelesen</translation>
    </message>
</context>
<context>
    <name>CardStamp</name>
    <message>
        <source>the evidence of %1 must be written as a block map, one key a line, to be stamped</source>
        <translation>der Beleg von %1 muss als Block-Map, ein Schlüssel je Zeile, geschrieben sein, um gestempelt zu werden</translation>
    </message>
    <message>
        <source>%1 no longer holds the quote that was verified: the file changed since; nothing stamped</source>
        <translation>%1 enthält das verifizierte Zitat nicht mehr: die Datei hat sich seitdem geändert; nichts gestempelt</translation>
    </message>
    <message>
        <source>the stamped card would differ in more than its dates and checkers; not written</source>
        <translation>die gestempelte Karte wiche in mehr als ihren Daten und Prüfern ab; nicht geschrieben</translation>
    </message>
</context>
<context>
    <name>CellReading</name>
    <message>
        <source>seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <source>days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <source>%1 holds a map where a single value belongs</source>
        <translation>%1 enthält eine Map, wo ein einzelner Wert hingehört</translation>
    </message>
    <message>
        <source>%1 holds a list where a single value belongs</source>
        <translation>%1 enthält eine Liste, wo ein einzelner Wert hingehört</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is neither yes nor no</source>
        <translation>%1 „%2“ ist weder yes noch no</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not one of %3</source>
        <translation>%1 „%2“ ist keiner der Werte %3</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a number of %3: write digits with an optional fraction, such as 30 or 0.5</source>
        <translation>%1 „%2“ ist keine gültige Anzahl %3: schreiben Sie Ziffern mit optionalen Nachkommastellen, etwa 30 oder 0.5</translation>
    </message>
    <message>
        <source>%1 is %2: a timeout must be above 0</source>
        <translation>%1 ist %2: ein Timeout muss größer als 0 sein</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is invalid: %3</source>
        <translation>%1 „%2“ ist ungültig: %3</translation>
    </message>
    <message>
        <source>it creates records</source>
        <translation>der Flow legt Datensätze an</translation>
    </message>
    <message>
        <source>its side_effect is blank, which counts as a side effect</source>
        <translation>das Feld side_effect ist leer, was als Seiteneffekt zählt</translation>
    </message>
    <message>
        <source>it has a side effect (%1)</source>
        <translation>der Flow hat einen Seiteneffekt (%1)</translation>
    </message>
</context>
<context>
    <name>CellTextLimit</name>
    <message>
        <source>%L1 bytes of text: a cell may hold at most %2 MB (%L3 bytes), the most an inventory file may hold in one cell</source>
        <translation>%L1 Byte Text: Eine Zelle darf höchstens %2 MB (%L3 Byte) enthalten, so viel, wie eine Inventardatei in einer Zelle halten darf</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message numerus="yes">
        <source>%1: written, %n finding(s) of %2</source>
        <translation>
            <numerusform>%1: geschrieben, %n Befund aus %2</numerusform>
            <numerusform>%1: geschrieben, %n Befunde aus %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClosestName</name>
    <message>
        <source>%1 (did you mean %2?)</source>
        <translation>%1 (meinten Sie %2?)</translation>
    </message>
</context>
<context>
    <name>CommentCarry</name>
    <message>
        <source>the end of the file</source>
        <translation>das Ende der Datei</translation>
    </message>
    <message>
        <source>the flow %1</source>
        <translation>der Flow %1</translation>
    </message>
    <message>
        <source>the field %2 of the flow %1</source>
        <translation>das Feld %2 des Flows %1</translation>
    </message>
    <message>
        <source>the waiver %1</source>
        <translation>die Ausnahme %1</translation>
    </message>
    <message>
        <source>the key %1</source>
        <translation>der Schlüssel %1</translation>
    </message>
    <message>
        <source>THEIRS&apos;s comment on line %1 (%2) is not carried: %3 is not in the merge</source>
        <translation>Der Kommentar von THEIRS in Zeile %1 (%2) wird nicht übernommen: %3 ist nicht im Merge</translation>
    </message>
    <message>
        <source>THEIRS&apos;s comment on line %1 (%2) is not carried: the value of %3 has a comment after it already</source>
        <translation>Der Kommentar von THEIRS in Zeile %1 (%2) wird nicht übernommen: hinter dem Wert von %3 steht schon ein Kommentar</translation>
    </message>
    <message>
        <source>OURS&apos;s comment on line %1 (%2) is not kept: %3 is not in the merge</source>
        <translation>Der Kommentar von OURS in Zeile %1 (%2) bleibt nicht erhalten: %3 ist nicht im Merge</translation>
    </message>
</context>
<context>
    <name>ComparisonEntries</name>
    <message>
        <source>(none)</source>
        <translation>(keiner)</translation>
    </message>
    <message numerus="yes">
        <source>Findings the change adds (%n)</source>
        <translation>
            <numerusform>Befunde, die die Änderung hinzufügt (%n)</numerusform>
            <numerusform>Befunde, die die Änderung hinzufügt (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Findings the change removes (%n)</source>
        <translation>
            <numerusform>Befunde, die die Änderung entfernt (%n)</numerusform>
            <numerusform>Befunde, die die Änderung entfernt (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>adds %1 to %2</source>
        <translation>fügt %1 zu %2 hinzu</translation>
    </message>
    <message>
        <source>removes %1 from %2</source>
        <translation>entfernt %1 von %2</translation>
    </message>
    <message>
        <source>, accepted by a waiver</source>
        <translation>, durch eine Ausnahme akzeptiert</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 bei %2</translation>
    </message>
    <message>
        <source>%1 on %2 (%3)</source>
        <translation>%1 bei %2 (%3)</translation>
    </message>
    <message numerus="yes">
        <source>Waivers (%n)</source>
        <translation>
            <numerusform>Ausnahmen (%n)</numerusform>
            <numerusform>Ausnahmen (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>added: %1</source>
        <translation>hinzugefügt: %1</translation>
    </message>
    <message>
        <source>waiver</source>
        <translation>Ausnahme</translation>
    </message>
    <message>
        <source>removed: %1</source>
        <translation>entfernt: %1</translation>
    </message>
    <message>
        <source>changed: %1</source>
        <translation>geändert: %1</translation>
    </message>
    <message numerus="yes">
        <source>Flows added (%n)</source>
        <translation>
            <numerusform>Hinzugefügte Flows (%n)</numerusform>
            <numerusform>Hinzugefügte Flows (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>flow</source>
        <translation>Flow</translation>
    </message>
    <message numerus="yes">
        <source>Flows removed (%n)</source>
        <translation>
            <numerusform>Entfernte Flows (%n)</numerusform>
            <numerusform>Entfernte Flows (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Flows renamed (%n)</source>
        <translation>
            <numerusform>Umbenannte Flows (%n)</numerusform>
            <numerusform>Umbenannte Flows (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Flows changed (%n)</source>
        <translation>
            <numerusform>Geänderte Flows (%n)</numerusform>
            <numerusform>Geänderte Flows (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>FAIL %1, WARN %2, INFO %3</source>
        <translation>FAIL %1, WARN %2, INFO %3</translation>
    </message>
    <message>
        <source>The verdicts do not change (%1).</source>
        <translation>Die Ergebnisse ändern sich nicht (%1).</translation>
    </message>
    <message>
        <source>Verdicts: %1 → %2. The change adds %3 and removes %4.</source>
        <translation>Ergebnisse: %1 → %2. Die Änderung fügt %3 hinzu und entfernt %4.</translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s)</source>
        <translation>
            <numerusform>%n Befund</numerusform>
            <numerusform>%n Befunde</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Top-level keys (%n)</source>
        <translation>
            <numerusform>Schlüssel der obersten Ebene (%n)</numerusform>
            <numerusform>Schlüssel der obersten Ebene (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>The same inventory: no flow, key or waiver differs.</source>
        <translation>Dasselbe Inventar: Kein Flow, kein Schlüssel und keine Ausnahme unterscheidet sich.</translation>
    </message>
</context>
<context>
    <name>Completeness</name>
    <message>
        <source>%1 of %2 fields the rules read; %3 of %4 reviews</source>
        <translation>%1 von %2 Feldern, die die Regeln lesen; %3 von %4 Prüfungen</translation>
    </message>
</context>
<context>
    <name>ConflictedFile</name>
    <message>
        <source>a conflict opens (&lt;&lt;&lt;&lt;&lt;&lt;&lt;) inside another one</source>
        <translation>ein Konflikt beginnt (&lt;&lt;&lt;&lt;&lt;&lt;&lt;) innerhalb eines anderen</translation>
    </message>
    <message>
        <source>a base section (|||||||) outside a conflict&apos;s ours side</source>
        <translation>ein Basis-Abschnitt (|||||||) außerhalb der eigenen Seite eines Konflikts</translation>
    </message>
    <message>
        <source>a separator (=======) outside a conflict</source>
        <translation>ein Trenner (=======) außerhalb eines Konflikts</translation>
    </message>
    <message>
        <source>a conflict closes (&gt;&gt;&gt;&gt;&gt;&gt;&gt;) before its separator (=======)</source>
        <translation>ein Konflikt endet (&gt;&gt;&gt;&gt;&gt;&gt;&gt;) vor seinem Trenner (=======)</translation>
    </message>
    <message>
        <source>this conflict is never closed (&gt;&gt;&gt;&gt;&gt;&gt;&gt;)</source>
        <translation>dieser Konflikt wird nie geschlossen (&gt;&gt;&gt;&gt;&gt;&gt;&gt;)</translation>
    </message>
    <message>
        <source>merge conflict markers (&lt;&lt;&lt;&lt;&lt;&lt;&lt;): resolve the conflicts first (the editor opens this file and offers each one)</source>
        <translation>Konfliktmarkierungen einer Zusammenführung (&lt;&lt;&lt;&lt;&lt;&lt;&lt;): zuerst die Konflikte lösen (der Editor öffnet diese Datei und bietet jeden einzeln an)</translation>
    </message>
</context>
<context>
    <name>ConflictedInventory</name>
    <message>
        <source>with the %1 side of each conflict: %2</source>
        <translation>mit der Seite „%1“ jedes Konflikts: %2</translation>
    </message>
    <message>
        <source>ours</source>
        <translation>unsere</translation>
    </message>
    <message>
        <source>theirs</source>
        <translation>ihre</translation>
    </message>
    <message>
        <source>base</source>
        <translation>Basis</translation>
    </message>
</context>
<context>
    <name>CsvReader</name>
    <message>
        <source>cannot open the file: %1</source>
        <translation>die Datei kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>malformed quotes: a quoted cell must be closed by &quot; followed by the separator or the end of the line (write &quot;&quot; for a quote inside it)</source>
        <translation>fehlerhafte Anführungszeichen: eine Zelle in Anführungszeichen muss mit &quot; enden, gefolgt vom Trennzeichen oder dem Zeilenende (schreiben Sie &quot;&quot; für ein Anführungszeichen innerhalb der Zelle)</translation>
    </message>
    <message>
        <source>a quoted cell that starts in this row is never closed</source>
        <translation>eine Zelle in Anführungszeichen, die in dieser Zeile beginnt, wird nie geschlossen</translation>
    </message>
    <message>
        <source>the file is empty: the CSV form of an inventory starts with a header row</source>
        <translation>die Datei ist leer: die CSV-Form eines Inventars beginnt mit einer Kopfzeile</translation>
    </message>
    <message>
        <source>column %1 of the header row is longer than a name can be</source>
        <translation>Spalte %1 der Kopfzeile ist länger, als ein Name sein darf</translation>
    </message>
    <message>
        <source>column %1 of the header row has no name</source>
        <translation>Spalte %1 der Kopfzeile hat keinen Namen</translation>
    </message>
    <message>
        <source>the header names the column &quot;%1&quot; twice</source>
        <translation>die Kopfzeile nennt die Spalte „%1“ zweimal</translation>
    </message>
    <message>
        <source>this row has more cells (%1) than the header has columns (%2)</source>
        <translation>diese Zeile hat mehr Zellen (%1), als die Kopfzeile Spalten hat (%2)</translation>
    </message>
    <message>
        <source>the %1 cell holds %2 MB: a cell may hold at most %3 MB</source>
        <translation>die Zelle %1 enthält %2 MB: eine Zelle darf höchstens %3 MB enthalten</translation>
    </message>
    <message>
        <source>the reviews cell is not compact YAML: %1</source>
        <translation>die Zelle reviews ist kein kompaktes YAML: %1</translation>
    </message>
    <message>
        <source>two columns are mapped to &quot;%1&quot;</source>
        <translation>zwei Spalten sind „%1“ zugeordnet</translation>
    </message>
    <message>
        <source>the header row is one column with tabs in it: the file is tab-separated, and FlowAudit reads CSV separated by , or ; (save it as CSV)</source>
        <translation>die Kopfzeile ist eine Spalte mit Tabulatoren darin: die Datei ist tabulatorgetrennt, und FlowAudit liest CSV, getrennt durch , oder ; (als CSV speichern)</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 und %n weitere</numerusform>
            <numerusform>%1 und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>not an inventory: no column of the header row (%1) is flow_id, the column that names each flow of an inventory</source>
        <translation>kein Inventar: keine Spalte der Kopfzeile (%1) ist flow_id, die Spalte, die jeden Flow eines Inventars benennt</translation>
    </message>
</context>
<context>
    <name>DestinationStorm</name>
    <message>
        <source>no flow to simulate</source>
        <translation>kein Flow zu simulieren</translation>
    </message>
    <message>
        <source>retry_layers is blank</source>
        <translation>retry_layers ist leer</translation>
    </message>
    <message numerus="yes">
        <source>%n other flow(s)</source>
        <translation>
            <numerusform>%n weiterer Flow</numerusform>
            <numerusform>%n weitere Flows</numerusform>
        </translation>
    </message>
    <message>
        <source>no flow into %1 has retry_layers to simulate</source>
        <translation>kein Flow nach %1 hat retry_layers zum Simulieren</translation>
    </message>
</context>
<context>
    <name>DiffFormat</name>
    <message>
        <source>(none)</source>
        <translation>(keiner)</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 bei %2</translation>
    </message>
    <message>
        <source>%1 on %2 (%3)</source>
        <translation>%1 bei %2 (%3)</translation>
    </message>
    <message>
        <source>FAIL %1, WARN %2, INFO %3</source>
        <translation>FAIL %1, WARN %2, INFO %3</translation>
    </message>
    <message>
        <source>adds %1 to %2</source>
        <translation>fügt %1 zu %2 hinzu</translation>
    </message>
    <message>
        <source>removes %1 from %2</source>
        <translation>entfernt %1 von %2</translation>
    </message>
    <message>
        <source>, accepted by waiver %1</source>
        <translation>, akzeptiert durch Ausnahme %1</translation>
    </message>
    <message>
        <source> (moved from row %1 to row %2)</source>
        <translation> (von Zeile %1 nach Zeile %2 verschoben)</translation>
    </message>
    <message>
        <source>%1 → %2
</source>
        <translation>%1 → %2
</translation>
    </message>
    <message>
        <source>The same inventory: no flow, key or waiver differs.
</source>
        <translation>Dasselbe Inventar: Kein Flow, kein Schlüssel und keine Ausnahme unterscheidet sich.
</translation>
    </message>
    <message>
        <source>Verdicts: %1 → %2
</source>
        <translation>Ergebnisse: %1 → %2
</translation>
    </message>
    <message>
        <source>  no finding added or removed
</source>
        <translation>  kein Befund hinzugefügt oder entfernt
</translation>
    </message>
    <message>
        <source>Flows: %1 added, %2 removed, %3 renamed, %4 changed
</source>
        <translation>Flows: %1 hinzugefügt, %2 entfernt, %3 umbenannt, %4 geändert
</translation>
    </message>
    <message>
        <source>  + %1 added
</source>
        <translation>  + %1 hinzugefügt
</translation>
    </message>
    <message>
        <source>  - %1 removed
</source>
        <translation>  - %1 entfernt
</translation>
    </message>
    <message>
        <source>  → %1 renamed to %2
</source>
        <translation>  → %1 umbenannt in %2
</translation>
    </message>
    <message>
        <source>Top-level keys:
</source>
        <translation>Schlüssel der obersten Ebene:
</translation>
    </message>
    <message>
        <source>Waivers:
</source>
        <translation>Ausnahmen:
</translation>
    </message>
    <message>
        <source>### FlowAudit: what this change does

</source>
        <translation>### FlowAudit: was diese Änderung bewirkt

</translation>
    </message>
    <message>
        <source>Comparing %1 with %2.

</source>
        <translation>Vergleich von %1 mit %2.

</translation>
    </message>
    <message>
        <source>**Verdicts**: %1 → %2

</source>
        <translation>**Ergebnisse**: %1 → %2

</translation>
    </message>
    <message>
        <source>- This change %1: %2
</source>
        <translation>- Diese Änderung %1: %2
</translation>
    </message>
    <message>
        <source>No finding is added or removed.
</source>
        <translation>Kein Befund wird hinzugefügt oder entfernt.
</translation>
    </message>
    <message>
        <source>
**Flows**: %1 added, %2 removed, %3 renamed, %4 changed
</source>
        <translation>
**Flows**: %1 hinzugefügt, %2 entfernt, %3 umbenannt, %4 geändert
</translation>
    </message>
    <message>
        <source>added</source>
        <translation>hinzugefügt</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>entfernt</translation>
    </message>
    <message>
        <source>renamed</source>
        <translation>umbenannt</translation>
    </message>
    <message>
        <source>moved</source>
        <translation>verschoben</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>geändert</translation>
    </message>
    <message>
        <source>top-level key</source>
        <translation>Schlüssel der obersten Ebene</translation>
    </message>
    <message>
        <source>waiver added</source>
        <translation>Ausnahme hinzugefügt</translation>
    </message>
    <message>
        <source>waiver removed</source>
        <translation>Ausnahme entfernt</translation>
    </message>
    <message>
        <source>waiver changed</source>
        <translation>Ausnahme geändert</translation>
    </message>
    <message>
        <source>| Flow | Change | Field | Before | After |
</source>
        <translation>| Flow | Änderung | Feld | Vorher | Nachher |
</translation>
    </message>
</context>
<context>
    <name>DockRegistry</name>
    <message>
        <source>Flow</source>
        <translation>Flow</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>Waivers</source>
        <translation>Ausnahmen</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Änderungen</translation>
    </message>
    <message>
        <source>Systems Map</source>
        <translation>Systemlandkarte</translation>
    </message>
    <message>
        <source>Vendor Cards</source>
        <translation>Anbieterkarten</translation>
    </message>
    <message>
        <source>Ack Budget</source>
        <translation>Bestätigungsbudget</translation>
    </message>
    <message>
        <source>Retry Product</source>
        <translation>Retry-Produkt</translation>
    </message>
    <message>
        <source>Retry Storm</source>
        <translation>Retry-Sturm</translation>
    </message>
    <message>
        <source>Replay Window</source>
        <translation>Replay-Fenster</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>Ledger</translation>
    </message>
</context>
<context>
    <name>Duration</name>
    <message>
        <source>d</source>
        <comment>unit symbol: days</comment>
        <translation>d</translation>
    </message>
    <message>
        <source>h</source>
        <comment>unit symbol: hours</comment>
        <translation>h</translation>
    </message>
    <message>
        <source>min</source>
        <comment>unit symbol: minutes</comment>
        <translation>min</translation>
    </message>
    <message>
        <source>s</source>
        <comment>unit symbol: seconds</comment>
        <translation>s</translation>
    </message>
    <message>
        <source>ms</source>
        <comment>unit symbol: milliseconds</comment>
        <translation>ms</translation>
    </message>
    <message>
        <source>expected a duration such as `3 d`, `150 s` or `10 h 35 min`, found `%1`</source>
        <translation>erwartet wird eine Dauer wie `3 d`, `150 s` oder `10 h 35 min`, gefunden `%1`</translation>
    </message>
    <message>
        <source>expected a whole number before the unit, found `%1`</source>
        <translation>erwartet wird eine ganze Zahl vor der Einheit, gefunden `%1`</translation>
    </message>
    <message>
        <source>expected a unit (ms, s, min, h or d), found `%1`</source>
        <translation>erwartet wird eine Einheit (ms, s, min, h oder d), gefunden `%1`</translation>
    </message>
    <message>
        <source>`%1` is longer than any vendor window</source>
        <translation>`%1` ist länger als jedes Anbieterfenster</translation>
    </message>
</context>
<context>
    <name>EvidenceAge</name>
    <message>
        <source>not yet quoted</source>
        <translation>noch nicht zitiert</translation>
    </message>
    <message>
        <source>quoted, never checked</source>
        <translation>zitiert, nie geprüft</translation>
    </message>
    <message>
        <source>checked %1</source>
        <translation>geprüft %1</translation>
    </message>
    <message>
        <source>checked %1 by %2</source>
        <translation>geprüft %1 von %2</translation>
    </message>
    <message>
        <source>%1, a date in the future</source>
        <translation>%1, ein Datum in der Zukunft</translation>
    </message>
    <message>
        <source>%1, today</source>
        <translation>%1, heute</translation>
    </message>
    <message>
        <source>%1, yesterday</source>
        <translation>%1, gestern</translation>
    </message>
    <message>
        <source>%1, %2 days ago</source>
        <translation>%1, vor %2 Tagen</translation>
    </message>
    <message>
        <source>CONFIRMED</source>
        <translation>BESTÄTIGT</translation>
    </message>
    <message>
        <source>STALE</source>
        <translation>VERALTET</translation>
    </message>
    <message>
        <source>NOT YET QUOTED</source>
        <translation>NOCH NICHT ZITIERT</translation>
    </message>
</context>
<context>
    <name>FactState</name>
    <message>
        <source>confirmed</source>
        <translation>bestätigt</translation>
    </message>
    <message>
        <source>stale</source>
        <translation>veraltet</translation>
    </message>
    <message>
        <source>not yet quoted</source>
        <translation>noch nicht zitiert</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>nicht erreichbar</translation>
    </message>
    <message>
        <source>needs JavaScript</source>
        <translation>braucht JavaScript</translation>
    </message>
    <message>
        <source>page moved</source>
        <translation>Seite umgezogen</translation>
    </message>
    <message>
        <source>ambiguous</source>
        <translation>mehrdeutig</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>geändert</translation>
    </message>
</context>
<context>
    <name>FactVerification</name>
    <message>
        <source>confirmed</source>
        <translation>bestätigt</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>geändert</translation>
    </message>
    <message>
        <source>page moved</source>
        <translation>Seite umgezogen</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>nicht erreichbar</translation>
    </message>
    <message>
        <source>not yet quoted</source>
        <translation>noch nicht zitiert</translation>
    </message>
    <message>
        <source>HTTP status %1</source>
        <translation>HTTP-Status %1</translation>
    </message>
    <message>
        <source>not a web page but %1</source>
        <translation>keine Webseite, sondern %1</translation>
    </message>
    <message>
        <source>the page holds no text</source>
        <translation>die Seite enthält keinen Text</translation>
    </message>
    <message>
        <source>now at %1, where the quote is found</source>
        <translation>jetzt unter %1, wo das Zitat steht</translation>
    </message>
    <message>
        <source>now at %1, where the quote is not found</source>
        <translation>jetzt unter %1, wo das Zitat nicht steht</translation>
    </message>
    <message>
        <source>no passage on the page is like the quote</source>
        <translation>keine Stelle der Seite ähnelt dem Zitat</translation>
    </message>
    <message>
        <source>ambiguous</source>
        <translation>mehrdeutig</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>nicht geprüft</translation>
    </message>
    <message numerus="yes">
        <source>on the page %n times; a prefix or suffix picks the one meant</source>
        <translation>
            <numerusform>%n-mal auf der Seite; ein Präfix oder Suffix wählt die gemeinte Stelle</numerusform>
            <numerusform>%n-mal auf der Seite; ein Präfix oder Suffix wählt die gemeinte Stelle</numerusform>
        </translation>
    </message>
    <message>
        <source>the quote is on the page, but not between its prefix and suffix</source>
        <translation>das Zitat steht auf der Seite, aber nicht zwischen seinem Präfix und Suffix</translation>
    </message>
    <message>
        <source>its scripts fill the page in a browser: save the page from a browser and use --saved-pages</source>
        <translation>ihre Skripte füllen die Seite im Browser: speichern Sie die Seite aus einem Browser und nutzen Sie --saved-pages</translation>
    </message>
    <message>
        <source>needs JavaScript</source>
        <translation>braucht JavaScript</translation>
    </message>
</context>
<context>
    <name>Field</name>
    <message>
        <source>Flow ID</source>
        <translation>Flow-ID</translation>
    </message>
    <message>
        <source>The flow&apos;s stable ID, unique in the inventory.</source>
        <translation>Die stabile ID des Flows, eindeutig im Inventar.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>What the flow does, for people.</source>
        <translation>Was der Flow tut, für Menschen beschrieben.</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>The system the events come from; a vendor card ID where one exists.</source>
        <translation>Das System, aus dem die Events kommen; die ID einer Anbieterkarte, sofern es eine gibt.</translation>
    </message>
    <message>
        <source>Destination</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>The system the flow writes to; a vendor card ID where one exists.</source>
        <translation>Das System, in das der Flow schreibt; die ID einer Anbieterkarte, sofern es eine gibt.</translation>
    </message>
    <message>
        <source>iPaaS</source>
        <translation>iPaaS</translation>
    </message>
    <message>
        <source>The iPaaS that runs the flow, if any (zapier, make, n8n).</source>
        <translation>Die iPaaS-Plattform, auf der der Flow läuft, falls vorhanden (zapier, make, n8n).</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>How the flow is built.</source>
        <translation>Wie der Flow umgesetzt ist.</translation>
    </message>
    <message>
        <source>Creates records</source>
        <translation>Legt Datensätze an</translation>
    </message>
    <message>
        <source>The flow creates records in the destination.</source>
        <translation>Der Flow legt im Ziel Datensätze an.</translation>
    </message>
    <message>
        <source>Side effect</source>
        <translation>Seiteneffekt</translation>
    </message>
    <message>
        <source>none, or what else the flow does (sends email, charges a card).</source>
        <translation>none, oder was der Flow sonst noch bewirkt (versendet E-Mails, belastet eine Karte).</translation>
    </message>
    <message>
        <source>Idempotency key</source>
        <translation>Idempotenzschlüssel</translation>
    </message>
    <message>
        <source>The business effect key, parts joined by +.</source>
        <translation>Der fachliche Effektschlüssel, Teile mit + verbunden.</translation>
    </message>
    <message>
        <source>Ledger retention (days)</source>
        <translation>Ledger-Aufbewahrung (Tage)</translation>
    </message>
    <message>
        <source>How long the action ledger keeps keys.</source>
        <translation>Wie lange das Aktions-Ledger Schlüssel aufbewahrt.</translation>
    </message>
    <message>
        <source>Max replay window (days)</source>
        <translation>Max. Replay-Fenster (Tage)</translation>
    </message>
    <message>
        <source>The longest of retry, resend, replay and backfill windows.</source>
        <translation>Das längste der Fenster für Retry, erneutes Senden, Replay und Backfill.</translation>
    </message>
    <message>
        <source>Backfill overlap (days)</source>
        <translation>Backfill-Überlappung (Tage)</translation>
    </message>
    <message>
        <source>How far a backfill re-reads.</source>
        <translation>Wie weit ein Backfill zurückliest.</translation>
    </message>
    <message>
        <source>Retry layers</source>
        <translation>Retry-Ebenen</translation>
    </message>
    <message>
        <source>Nested synchronous retry layers, such as sdk:3;worker:5, or none.</source>
        <translation>Verschachtelte synchrone Retry-Ebenen, etwa sdk:3;worker:5, oder none.</translation>
    </message>
    <message>
        <source>Retry-After unit</source>
        <translation>Retry-After-Einheit</translation>
    </message>
    <message>
        <source>The unit the flow reads Retry-After in.</source>
        <translation>Die Einheit, in der der Flow Retry-After liest.</translation>
    </message>
    <message>
        <source>Inbound webhook</source>
        <translation>Eingehender Webhook</translation>
    </message>
    <message>
        <source>The flow starts from a webhook the team receives.</source>
        <translation>Der Flow startet mit einem Webhook, den das Team empfängt.</translation>
    </message>
    <message>
        <source>Ack p99 (s)</source>
        <translation>Ack p99 (s)</translation>
    </message>
    <message>
        <source>The receiver&apos;s measured acknowledgement p99.</source>
        <translation>Das gemessene Ack-p99 des Empfängers.</translation>
    </message>
    <message>
        <source>Sender timeout (s)</source>
        <translation>Sender-Timeout (s)</translation>
    </message>
    <message>
        <source>The sender&apos;s timeout.</source>
        <translation>Das Timeout des Senders.</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Free text.</source>
        <translation>Freitext.</translation>
    </message>
</context>
<context>
    <name>FieldReference</name>
    <message>
        <source>The fields of a flow</source>
        <translation>Die Felder eines Flows</translation>
    </message>
    <message>
        <source>Each flow of an inventory is a map of these fields (in a CSV file, one column each). A blank field means unknown. Fields FlowAudit does not know are kept as written.</source>
        <translation>Jeder Flow eines Inventars ist eine Map dieser Felder (in einer CSV-Datei je eine Spalte). Ein leeres Feld bedeutet unbekannt. Felder, die FlowAudit nicht kennt, bleiben so erhalten, wie sie geschrieben sind.</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Bedeutung</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Werte</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>yes or no (also y, true, n, false)</source>
        <translation>yes oder no (auch y, true, n, false)</translation>
    </message>
    <message>
        <source>a decimal number above 0, such as 5 or 0.8</source>
        <translation>eine Dezimalzahl über 0, etwa 5 oder 0.8</translation>
    </message>
    <message>
        <source>a decimal number, 0 or more, such as 30 or 0.8</source>
        <translation>eine Dezimalzahl ab 0, etwa 30 oder 0.8</translation>
    </message>
    <message>
        <source>none, or layers such as sdk:1;worker:6 (name:attempts)</source>
        <translation>none oder Ebenen wie sdk:1;worker:6 (Name:Versuche)</translation>
    </message>
    <message>
        <source>The manual review of the rules applied by hand, kept by the Flow panel.</source>
        <translation>Die manuelle Prüfung der von Hand angewandten Regeln, gepflegt im Bereich Flow.</translation>
    </message>
</context>
<context>
    <name>FileFormats</name>
    <message>
        <source>Inventories</source>
        <translation>Inventare</translation>
    </message>
    <message>
        <source>Exports and spreadsheets</source>
        <translation>Exporte und Tabellen</translation>
    </message>
    <message>
        <source>Every file it reads</source>
        <translation>Jede lesbare Datei</translation>
    </message>
    <message>
        <source>YAML inventory</source>
        <translation>YAML-Inventar</translation>
    </message>
    <message>
        <source>CSV inventory</source>
        <translation>CSV-Inventar</translation>
    </message>
    <message>
        <source>n8n workflow or Make blueprint</source>
        <translation>n8n-Workflow oder Make-Blueprint</translation>
    </message>
    <message>
        <source>CSV table</source>
        <translation>CSV-Tabelle</translation>
    </message>
    <message>
        <source>Excel workbook</source>
        <translation>Excel-Arbeitsmappe</translation>
    </message>
    <message>
        <source>SVG drawing</source>
        <translation>SVG-Zeichnung</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>PNG-Bild</translation>
    </message>
    <message>
        <source>PDF document</source>
        <translation>PDF-Dokument</translation>
    </message>
    <message>
        <source>HTML document</source>
        <translation>HTML-Dokument</translation>
    </message>
    <message>
        <source>SQL script</source>
        <translation>SQL-Skript</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>PEM certificates</source>
        <translation>PEM-Zertifikate</translation>
    </message>
</context>
<context>
    <name>FileKind</name>
    <message>
        <source>an Excel workbook (a zip file)</source>
        <translation>eine Excel-Arbeitsmappe (eine ZIP-Datei)</translation>
    </message>
    <message>
        <source>an Excel 97–2003 workbook or an encrypted workbook (an OLE2 file)</source>
        <translation>eine Excel-97–2003-Arbeitsmappe oder eine verschlüsselte Arbeitsmappe (eine OLE2-Datei)</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>YAML</source>
        <translation>YAML</translation>
    </message>
    <message>
        <source>CSV</source>
        <translation>CSV</translation>
    </message>
    <message>
        <source>binary data</source>
        <translation>Binärdaten</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>%1, not %2</source>
        <translation>%1, nicht %2</translation>
    </message>
    <message>
        <source>%1: name it %2</source>
        <translation>%1: benennen Sie sie %2</translation>
    </message>
    <message>
        <source>the file is empty, not an Excel workbook (no zip signature)</source>
        <translation>die Datei ist leer, keine Excel-Arbeitsmappe (keine ZIP-Signatur)</translation>
    </message>
    <message>
        <source>not an Excel workbook (no zip signature)</source>
        <translation>keine Excel-Arbeitsmappe (keine ZIP-Signatur)</translation>
    </message>
    <message>
        <source>%1; if it is %2, name it %3</source>
        <translation>%1; wenn sie %2 ist, benennen Sie sie %3</translation>
    </message>
</context>
<context>
    <name>FileTask</name>
    <message>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
</context>
<context>
    <name>FindingToolTip</name>
    <message>
        <source>Accepted until %1 by %2: %3</source>
        <translation>Akzeptiert bis %1 von %2: %3</translation>
    </message>
    <message>
        <source>How to fix:</source>
        <translation>Behebung:</translation>
    </message>
</context>
<context>
    <name>Fixes</name>
    <message>
        <source>more than %1</source>
        <translation>mehr als %1</translation>
    </message>
    <message>
        <source>Keep retries only in %1 (%2 attempts); every other layer tries once</source>
        <translation>Retries nur in %1 behalten (%2 Versuche); jede andere Ebene versucht es einmal</translation>
    </message>
    <message>
        <source>%1 is the outermost layer that retries: it retries the whole unit of work and sees every failure beneath it, so the layers inside it need not retry (as the source advises: turn off the SDK&apos;s retries when the worker retries).</source>
        <translation>%1 ist die äußerste Ebene mit Retries: Sie wiederholt die ganze Arbeitseinheit und sieht jeden Fehler darunter, daher brauchen die inneren Ebenen keine Retries (wie die Quelle rät: die Retries des SDK abschalten, wenn der Worker Retries ausführt).</translation>
    </message>
    <message>
        <source>%1 is kept instead of the outermost retrying layer, %2: choose this when %2&apos;s retries cannot be turned off.</source>
        <translation>%1 bleibt statt der äußersten Ebene mit Retries, %2: Wählen Sie dies, wenn sich die Retries von %2 nicht abschalten lassen.</translation>
    </message>
    <message>
        <source>Turn off %1 retries: product %2</source>
        <translation>Retries von %1 abschalten: Produkt %2</translation>
    </message>
    <message>
        <source>%1 then tries once; the other layers keep their attempts.</source>
        <translation>%1 versucht es dann einmal; die anderen Ebenen behalten ihre Versuche.</translation>
    </message>
    <message>
        <source>the flow&apos;s backfill overlap (%1)</source>
        <translation>die Backfill-Überlappung des Flows (%1)</translation>
    </message>
    <message>
        <source>%1 of %2 (%3, %4)</source>
        <translation>%1 von %2 (%3, %4)</translation>
    </message>
    <message>
        <source>Set max_replay_window_days to %1</source>
        <translation>max_replay_window_days auf %1 setzen</translation>
    </message>
    <message>
        <source>The whole days that cover the longest window an event can still come in: %1.</source>
        <translation>Die ganzen Tage, die das längste Fenster abdecken, in dem noch ein Event eintreffen kann: %1.</translation>
    </message>
    <message>
        <source>Set ledger_retention_days to %1</source>
        <translation>ledger_retention_days auf %1 setzen</translation>
    </message>
    <message>
        <source>Keep keys at least as long as the replay window (IP03).</source>
        <translation>Schlüssel mindestens so lange aufbewahren wie das Replay-Fenster (IP03).</translation>
    </message>
    <message>
        <source>Set max_replay_window_days to %1 and ledger_retention_days to %2</source>
        <translation>max_replay_window_days auf %1 und ledger_retention_days auf %2 setzen</translation>
    </message>
    <message>
        <source>Raise ledger_retention_days to %1 to cover the replay window</source>
        <translation>ledger_retention_days auf %1 erhöhen, um das Replay-Fenster abzudecken</translation>
    </message>
    <message>
        <source>The ledger must keep keys at least as long as an event can still come in; the longest window is %1.</source>
        <translation>Das Ledger muss Schlüssel mindestens so lange aufbewahren, wie noch ein Event eintreffen kann; das längste Fenster ist %1.</translation>
    </message>
    <message>
        <source>The ledger must keep keys at least as long as the flow&apos;s replay window of %1 days; a replay after that would repeat the effect.</source>
        <translation>Das Ledger muss Schlüssel mindestens so lange aufbewahren wie das Replay-Fenster des Flows von %1 Tagen; ein späteres Replay würde den Effekt wiederholen.</translation>
    </message>
    <message>
        <source>Set retry_after_unit to %1, as %2 states (%3)</source>
        <translation>retry_after_unit auf %1 setzen, wie %2 angibt (%3)</translation>
    </message>
    <message>
        <source>%1 reads the Retry-After your receiver returns as %2: a wait in another unit is 1,000 times too long or too short.</source>
        <translation>%1 liest das Retry-After, das Ihr Empfänger zurückgibt, in %2: Eine Wartezeit in einer anderen Einheit ist 1.000-mal zu lang oder zu kurz.</translation>
    </message>
    <message>
        <source>Use %1 s from %2 (%3)</source>
        <translation>%1 s aus %2 übernehmen (%3)</translation>
    </message>
    <message>
        <source>%1 states an acknowledgement timeout of %2: %3.</source>
        <translation>%1 nennt ein Bestätigungs-Timeout von %2: %3.</translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <translation>%1 in %2 umbenennen</translation>
    </message>
    <message>
        <source>No rule reads %1; as %2 its value %3 is read and checked.</source>
        <translation>Keine Regel liest %1; als %2 wird sein Wert %3 gelesen und geprüft.</translation>
    </message>
</context>
<context>
    <name>FlowAssignment</name>
    <message>
        <source>&quot;%1&quot; is not FIELD=VALUE</source>
        <translation>„%1“ ist nicht FELD=WERT</translation>
    </message>
    <message>
        <source>%1: a review is set one part at a time, as reviews.RULE.status, reviews.RULE.note, reviews.RULE.by or reviews.RULE.on</source>
        <translation>%1: eine Prüfung wird Teil für Teil gesetzt, als reviews.REGEL.status, reviews.REGEL.note, reviews.REGEL.by oder reviews.REGEL.on</translation>
    </message>
    <message>
        <source>no manual review rule &apos;%1&apos;; the rules reviewed by hand are %2</source>
        <translation>keine manuell geprüfte Regel „%1“; von Hand geprüft werden %2</translation>
    </message>
    <message>
        <source>%1: a review has a status, note, by and on, not &apos;%2&apos;</source>
        <translation>%1: eine Prüfung hat status, note, by und on, nicht „%2“</translation>
    </message>
    <message>
        <source>no field &apos;%1&apos; in this inventory</source>
        <translation>kein Feld „%1“ in diesem Inventar</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 holds a list or map, which is kept as it is and not set as text</source>
        <translation>%1 enthält eine Liste oder Map, die unverändert bleibt und nicht als Text gesetzt wird</translation>
    </message>
    <message>
        <source>the flow&apos;s reviews (or its %1 entry) are not a map of reviews; they are kept as they are</source>
        <translation>die Prüfungen des Flows (oder ihr Eintrag %1) sind keine Map von Prüfungen; sie bleiben, wie sie sind</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not one of open, pass, fail, n/a</source>
        <translation>%1 „%2“ ist keiner der Werte open, pass, fail, n/a</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a date written YYYY-MM-DD</source>
        <translation>%1 „%2“ ist kein Datum der Form JJJJ-MM-TT</translation>
    </message>
    <message>
        <source>flow_id would be blank, and every flow needs a stable, unique ID (SC01)</source>
        <translation>flow_id wäre leer, und jeder Flow braucht eine stabile, eindeutige ID (SC01)</translation>
    </message>
    <message>
        <source>flow_id &quot;%1&quot; is already the ID of the flow in line %2 (@%3), and every flow needs its own ID (SC01)</source>
        <translation>flow_id „%1“ ist schon die ID des Flows in Zeile %2 (@%3), und jeder Flow braucht seine eigene ID (SC01)</translation>
    </message>
</context>
<context>
    <name>FlowAudit::AboutDialog</name>
    <message>
        <source>About FlowAudit</source>
        <translation>Über FlowAudit</translation>
    </message>
    <message>
        <source>Design and audit how events move between systems. FlowAudit checks an inventory of integration flows against the delivery reliability rules: idempotency keys, ledger retention, nested retries and webhook acknowledgement.</source>
        <translation>Entwerfen und prüfen, wie Events zwischen Systemen fließen. FlowAudit prüft ein Inventar von Integrationsflows anhand der Regeln zuverlässiger Zustellung: Idempotenzschlüssel, Ledger-Aufbewahrung, verschachtelte Retries und Webhook-Bestätigung.</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>Versionen</translation>
    </message>
    <message>
        <source>&amp;Copy Versions</source>
        <translation>Versionen &amp;kopieren</translation>
    </message>
    <message>
        <source>FlowAudit %1
Rules %2 (rules.md)
Qt %3 (built with %4)
yaml-cpp %5</source>
        <translation>FlowAudit %1
Regeln %2 (rules.md)
Qt %3 (gebaut mit %4)
yaml-cpp %5</translation>
    </message>
</context>
<context>
    <name>FlowAudit::AcceptRiskDialog</name>
    <message>
        <source>Accept Risk</source>
        <translation>Risiko akzeptieren</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1 %2&lt;/b&gt; %3 on &lt;b&gt;%4&lt;/b&gt;%5&lt;/p&gt;&lt;p&gt;%6&lt;/p&gt;&lt;p&gt;An accepted finding stays in every report, marked accepted, and counts again the day after the waiver expires.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1 %2&lt;/b&gt; %3 bei &lt;b&gt;%4&lt;/b&gt;%5&lt;/p&gt;&lt;p&gt;%6&lt;/p&gt;&lt;p&gt;Ein akzeptierter Befund bleibt in jedem Bericht, als akzeptiert gekennzeichnet, und zählt am Tag nach dem Ablauf der Ausnahme wieder.&lt;/p&gt;</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>Why the risk is accepted, and what ends it (a ticket, a migration)</source>
        <translation>Warum das Risiko akzeptiert wird und was es beendet (ein Ticket, eine Migration)</translation>
    </message>
    <message>
        <source>Justification</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <source>&amp;Justification:</source>
        <translation>&amp;Begründung:</translation>
    </message>
    <message>
        <source>&amp;Owner:</source>
        <translation>&amp;Verantwortlich:</translation>
    </message>
    <message>
        <source>Approved &amp;by:</source>
        <translation>&amp;Genehmigt von:</translation>
    </message>
    <message>
        <source>E&amp;xpires (end of day, UTC):</source>
        <translation>&amp;Läuft ab (Tagesende, UTC):</translation>
    </message>
    <message>
        <source>&amp;Accept Risk</source>
        <translation>Risiko &amp;akzeptieren</translation>
    </message>
    <message>
        <source>Write the justification: why the risk is accepted.</source>
        <translation>Schreiben Sie die Begründung: warum das Risiko akzeptiert wird.</translation>
    </message>
    <message>
        <source>The justification is %1 characters long; keep it to %2 and link the rest (a ticket).</source>
        <translation>Die Begründung ist %1 Zeichen lang; beschränken Sie sie auf %2 und verlinken Sie den Rest (ein Ticket).</translation>
    </message>
    <message>
        <source>Name the owner: who answers for the risk.</source>
        <translation>Nennen Sie die Verantwortlichen: wer für das Risiko einsteht.</translation>
    </message>
    <message>
        <source>Calendar…</source>
        <translation>Kalender…</translation>
    </message>
    <message>
        <source>Choose the date in a calendar</source>
        <translation>Das Datum in einem Kalender wählen</translation>
    </message>
    <message>
        <source>Write the expiry date as YYYY-MM-DD, such as %1.</source>
        <translation>Schreiben Sie das Ablaufdatum als JJJJ-MM-TT, etwa %1.</translation>
    </message>
    <message>
        <source>Expires %1 is before today (%2): the waiver would be expired from the start (WV01). Choose a later date.</source>
        <translation>Ablauf %1 liegt vor heute (%2): Die Ausnahme wäre von Anfang an abgelaufen (WV01). Wählen Sie ein späteres Datum.</translation>
    </message>
    <message>
        <source>Not accepted: %1 (WV04). Choose an earlier date.</source>
        <translation>Nicht übernommen: %1 (WV04). Wählen Sie ein früheres Datum.</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <comment>the format of a date, shown in an empty field</comment>
        <translation>JJJJ-MM-TT</translation>
    </message>
</context>
<context>
    <name>FlowAudit::AckBudgetDock</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>blank</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>Ack Budget</source>
        <translation>Bestätigungsbudget</translation>
    </message>
    <message>
        <source>WH01: a receiver should acknowledge within half the sender&apos;s timeout, so a slow moment does not make the sender retry or disable the subscription.</source>
        <translation>WH01: Ein Empfänger sollte innerhalb der Hälfte des Sender-Timeouts bestätigen, damit eine kurze Verzögerung den Sender nicht zu Retries oder zur Deaktivierung des Abonnements veranlasst.</translation>
    </message>
    <message>
        <source>&lt;b&gt;WH01&lt;/b&gt; · acknowledge within half the sender&apos;s timeout</source>
        <translation>&lt;b&gt;WH01&lt;/b&gt; · innerhalb der Hälfte des Sender-Timeouts bestätigen</translation>
    </message>
    <message>
        <source>No flow selected</source>
        <translation>Kein Flow ausgewählt</translation>
    </message>
    <message>
        <source>needs the timeout and the p99</source>
        <translation>braucht Timeout und p99</translation>
    </message>
    <message>
        <source>%1 to spare</source>
        <translation>%1 Reserve</translation>
    </message>
    <message>
        <source>&lt;b&gt;over by %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;um %1 überschritten&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;Not an inbound webhook: WH01 does not apply.&lt;/i&gt;&lt;br&gt;</source>
        <translation>&lt;i&gt;Kein eingehender Webhook: WH01 gilt nicht.&lt;/i&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>Sender timeout: &lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Budget (half): &lt;b&gt;%2&lt;/b&gt;&lt;br&gt;Measured p99: &lt;b&gt;%3&lt;/b&gt;&lt;br&gt;Headroom: %4</source>
        <translation>Sender-Timeout: &lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Budget (Hälfte): &lt;b&gt;%2&lt;/b&gt;&lt;br&gt;Gemessenes p99: &lt;b&gt;%3&lt;/b&gt;&lt;br&gt;Spielraum: %4</translation>
    </message>
    <message>
        <source>Set sender_timeout_seconds to the timeout the vendor card states; Undo takes it back.</source>
        <translation>Setzt sender_timeout_seconds auf das Timeout der Anbieterkarte; Rückgängig nimmt es zurück.</translation>
    </message>
</context>
<context>
    <name>FlowAudit::Autosaver</name>
    <message>
        <source>The recovery copy could not be written: %1</source>
        <translation>Die Wiederherstellungskopie konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>Recovery copy of %1</source>
        <translation>Wiederherstellungskopie von %1</translation>
    </message>
    <message numerus="yes">
        <source>Writing a recovery copy of %1 (%n flow(s))…</source>
        <translation>
            <numerusform>Wiederherstellungskopie von %1 wird geschrieben (%n Flow)…</numerusform>
            <numerusform>Wiederherstellungskopie von %1 wird geschrieben (%n Flows)…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FlowAudit::BudgetBar</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Ack budget bar</source>
        <translation>Balken des Bestätigungsbudgets</translation>
    </message>
    <message>
        <source>p99 %1 against a budget of %2 (half the %3 timeout)</source>
        <translation>p99 %1 bei einem Budget von %2 (die Hälfte des Timeouts von %3)</translation>
    </message>
    <message>
        <source>No sender timeout: no budget to draw</source>
        <translation>Kein Sender-Timeout: kein Budget zu zeichnen</translation>
    </message>
    <message>
        <source>p99 %1: OVER</source>
        <translation>p99 %1: ÜBER BUDGET</translation>
    </message>
    <message>
        <source>p99 %1</source>
        <translation>p99 %1</translation>
    </message>
    <message>
        <source>budget %1</source>
        <translation>Budget %1</translation>
    </message>
    <message>
        <source>timeout %1</source>
        <translation>Timeout %1</translation>
    </message>
</context>
<context>
    <name>FlowAudit::CardEvidenceWriter</name>
    <message>
        <source>%1 changed in the file since it was read: nothing written</source>
        <translation>%1 hat sich in der Datei geändert, seit sie gelesen wurde: nichts geschrieben</translation>
    </message>
    <message>
        <source>`%1` must be a block list, one item a line, for evidence to be recorded in it</source>
        <translation>`%1` muss eine Blockliste sein, ein Eintrag je Zeile, damit Belege darin festgehalten werden können</translation>
    </message>
    <message>
        <source>%1 must be written as a block map, one key a line, for evidence to be recorded in it</source>
        <translation>%1 muss als Block-Map geschrieben sein, ein Schlüssel je Zeile, damit Belege darin festgehalten werden können</translation>
    </message>
    <message>
        <source>the card would differ in more than the evidence of %1: not written</source>
        <translation>die Karte würde sich in mehr als den Belegen von %1 unterscheiden: nicht geschrieben</translation>
    </message>
    <message>
        <source>the card would not read back after recording the check in %1 (%2): not written</source>
        <translation>die Karte ließe sich nach dem Festhalten der Prüfung in %1 nicht mehr lesen (%2): nicht geschrieben</translation>
    </message>
    <message>
        <source>%1 is laid out in a way FlowAudit cannot patch (an anchor, a tag, a list inside a list): nothing written</source>
        <translation>%1 ist so geschrieben, dass FlowAudit es nicht ändern kann (ein Anker, ein Tag, eine Liste in einer Liste): nichts geschrieben</translation>
    </message>
</context>
<context>
    <name>FlowAudit::CardFileDocuments</name>
    <message>
        <source>Vendor card</source>
        <translation>Anbieterkarte</translation>
    </message>
    <message>
        <source>Cannot save %1</source>
        <translation>%1 kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>%1

The file on disk was not changed.</source>
        <translation>%1

Die Datei auf dem Datenträger wurde nicht verändert.</translation>
    </message>
</context>
<context>
    <name>FlowAudit::CardProposer</name>
    <message>
        <source>the page holds no text</source>
        <translation>die Seite enthält keinen Text</translation>
    </message>
</context>
<context>
    <name>FlowAudit::Cli</name>
    <message>
        <source>flowaudit-cli %1 (rules %2, Qt %3, yaml-cpp %4)</source>
        <translation>flowaudit-cli %1 (Regeln %2, Qt %3, yaml-cpp %4)</translation>
    </message>
    <message>
        <source>%1: convert writes .yaml, .yml, .csv or .xlsx, and cannot tell a format from this name; nothing was written</source>
        <translation>%1: convert schreibt .yaml, .yml, .csv oder .xlsx und kann an diesem Namen kein Format erkennen; nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>%1: converting to %2 would lose data (%3); nothing was written</source>
        <translation>%1: die Umwandlung in %2 würde Daten verlieren (%3); nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>%1:%2: flow %3 would not read back the same from %4; nothing was written</source>
        <translation>%1:%2: Flow %3 ließe sich aus %4 nicht unverändert zurücklesen; nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>in row %1</source>
        <translation>in Zeile %1</translation>
    </message>
    <message>
        <source>%1: the inventory&apos;s top-level keys would not read back the same from %2; nothing was written</source>
        <translation>%1: die Schlüssel der obersten Ebene des Inventars ließen sich aus %2 nicht unverändert zurücklesen; nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>%1: written, flows %2</source>
        <translation>%1: geschrieben, Flows %2</translation>
    </message>
    <message>
        <source>note: the CSV and Excel forms hold the flows only; %1 stay in %2</source>
        <translation>Hinweis: die CSV- und die Excel-Form enthalten nur die Flows; %2 behält %1</translation>
    </message>
    <message>
        <source>Run flowaudit-cli --help for the usage.</source>
        <translation>Die Hilfe zum Aufruf zeigt flowaudit-cli --help.</translation>
    </message>
    <message>
        <source>Exit status: 0 the baseline was written, 2 it was not (bad usage, a file that cannot be read
or is not an inventory, a baseline that cannot be written).</source>
        <translation>Exit-Status: 0 die Baseline wurde geschrieben, 2 nicht (falscher Aufruf, eine Datei, die nicht
gelesen werden kann oder kein Inventar ist, eine Baseline, die nicht geschrieben werden kann).</translation>
    </message>
    <message>
        <source>Exit status: 0 the report was written, 2 it was not (bad usage, a file that cannot be read
or is not an inventory, a report that cannot be written).</source>
        <translation>Exit-Status: 0 der Bericht wurde geschrieben, 2 nicht (falscher Aufruf, eine Datei, die nicht
gelesen werden kann oder kein Inventar ist, ein Bericht, der nicht geschrieben werden kann).</translation>
    </message>
    <message>
        <source>Exit status: 0 converted, 2 nothing was written (bad usage, a file that cannot be read,
a flow that would not read back the same).</source>
        <translation>Exit-Status: 0 umgewandelt, 2 nichts wurde geschrieben (falscher Aufruf, eine Datei, die nicht
gelesen werden kann, ein Flow, der sich nicht unverändert zurücklesen ließe).</translation>
    </message>
    <message>
        <source>Exit status: 0 simulated, 2 not (bad usage, a file that cannot be read, a flow that cannot
be simulated).</source>
        <translation>Exit-Status: 0 simuliert, 2 nicht simuliert (falscher Aufruf, eine Datei, die nicht gelesen
werden kann, ein Flow, der nicht simuliert werden kann).</translation>
    </message>
    <message>
        <source>Exit status: 0 the inventory was written, 2 it was not (bad usage, a file that cannot be
read or imported, an inventory that cannot be written).</source>
        <translation>Exit-Status: 0 das Inventar wurde geschrieben, 2 nicht (falscher Aufruf, eine Datei, die nicht
gelesen oder importiert werden kann, ein Inventar, das nicht geschrieben werden kann).</translation>
    </message>
    <message>
        <source>Exit status: 0 the same inventory, 1 they differ, 2 either cannot be read.</source>
        <translation>Exit-Status: 0 dasselbe Inventar, 1 sie unterscheiden sich, 2 eines ist nicht lesbar.</translation>
    </message>
    <message>
        <source>Exit status: 0, also for a file that cannot be read (git shows its error line);
2 only for bad usage.</source>
        <translation>Exit-Status: 0, auch für eine Datei, die nicht gelesen werden kann (git zeigt ihre Fehlerzeile);
2 nur bei falschem Aufruf.</translation>
    </message>
    <message>
        <source>Exit status: 0 merged cleanly, 1 conflicts left in the output, 2 could not run.</source>
        <translation>Exit-Status: 0 ohne Konflikte zusammengeführt, 1 Konflikte in der Ausgabe, 2 konnte nicht laufen.</translation>
    </message>
    <message>
        <source>Exit status: 0 no FAIL finding, 1 at least one FAIL finding (or WARN with --fail-on warn),
2 the command could not run (bad usage, a file that cannot be read or is not an inventory).
Findings accepted by a waiver in force, and with --baseline every finding not new, do not count.</source>
        <translation>Exit-Status: 0 kein FAIL-Befund, 1 mindestens ein FAIL-Befund (oder WARN mit --fail-on warn),
2 der Befehl konnte nicht laufen (falscher Aufruf, Datei nicht lesbar oder kein Inventar).
Nicht zählen: durch eine geltende Ausnahme akzeptierte Befunde und mit --baseline alle nicht neuen.</translation>
    </message>
    <message>
        <source>Usage:
%1

%2</source>
        <translation>Aufruf:
%1

%2</translation>
    </message>
    <message>
        <source>%1 (nothing was written)</source>
        <translation>%1 (nichts wurde geschrieben)</translation>
    </message>
    <message>
        <source>%1 ignored</source>
        <translation>%1 ausgelassen</translation>
    </message>
    <message>
        <source>%1 kept as it is</source>
        <translation>%1 unverändert behalten</translation>
    </message>
    <message>
        <source>--map: %1</source>
        <translation>--map: %1</translation>
    </message>
    <message>
        <source>%1: columns: %2</source>
        <translation>%1: Spalten: %2</translation>
    </message>
    <message>
        <source>%1: import writes .yaml, .yml or .csv, and cannot tell a format from this name; nothing was written</source>
        <translation>%1: import schreibt .yaml, .yml oder .csv und kann an diesem Namen kein Format erkennen; nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>%1 exists; import into it with --into %1, or name a new file</source>
        <translation>%1 existiert bereits; importieren Sie mit --into %1 in diese Datei, oder nennen Sie eine neue</translation>
    </message>
    <message>
        <source>nothing was written</source>
        <translation>nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>%1: warning: %2</source>
        <translation>%1: Warnung: %2</translation>
    </message>
    <message>
        <source>%1: written, flows %2 (added %3, updated %4)</source>
        <translation>%1: geschrieben, Flows %2 (hinzugefügt %3, geändert %4)</translation>
    </message>
    <message>
        <source>--baseline compares one inventory with its baseline; lint the files one at a time</source>
        <translation>--baseline vergleicht ein Inventar mit seiner Baseline; prüfen Sie die Dateien einzeln mit lint</translation>
    </message>
    <message>
        <source>flowaudit-cli merge: %1, so the lines were merged by git merge-file, cleanly</source>
        <translation>flowaudit-cli merge: %1, daher hat git merge-file die Zeilen zusammengeführt, ohne Konflikte</translation>
    </message>
    <message>
        <source>flowaudit-cli merge: %1, so the lines were merged by git merge-file: %2 conflicts left</source>
        <translation>flowaudit-cli merge: %1, daher hat git merge-file die Zeilen zusammengeführt: %2 Konflikte verbleiben</translation>
    </message>
    <message>
        <source>--marker-size must be a whole number from 7 to 100, not &quot;%1&quot;</source>
        <translation>--marker-size muss eine ganze Zahl von 7 bis 100 sein, nicht „%1“</translation>
    </message>
    <message>
        <source>%1 is empty (a file added on both sides has no base)</source>
        <translation>%1 ist leer (eine auf beiden Seiten hinzugefügte Datei hat keine Basis)</translation>
    </message>
    <message>
        <source>%1 is not an inventory (%2)</source>
        <translation>%1 ist kein Inventar (%2)</translation>
    </message>
    <message>
        <source>flowaudit-cli merge: the merged inventory does not read back (%1); nothing was written</source>
        <translation>flowaudit-cli merge: das zusammengeführte Inventar lässt sich nicht zurücklesen (%1); nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>flowaudit-cli merge: conflict in %1</source>
        <translation>flowaudit-cli merge: Konflikt in %1</translation>
    </message>
    <message>
        <source>flowaudit-cli git-setup: %1</source>
        <translation>flowaudit-cli git-setup: %1</translation>
    </message>
    <message>
        <source>Already set up: nothing changed.</source>
        <translation>Bereits eingerichtet: nichts geändert.</translation>
    </message>
    <message>
        <source>%1 is neither .pdf nor .html: name the format with --format pdf or --format html</source>
        <translation>%1 ist weder .pdf noch .html: nennen Sie das Format mit --format pdf oder --format html</translation>
    </message>
    <message>
        <source>--pdfa applies to PDF only</source>
        <translation>--pdfa gilt nur für PDF</translation>
    </message>
    <message>
        <source>--stale-after takes a whole number of days, not &quot;%1&quot;</source>
        <translation>--stale-after erwartet eine ganze Zahl von Tagen, nicht „%1“</translation>
    </message>
    <message>
        <source>--output %1 is the inventory itself; choose another file</source>
        <translation>--output %1 ist das Inventar selbst; wählen Sie eine andere Datei</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>%1: report written, flows %2</source>
        <translation>%1: Bericht geschrieben, Flows %2</translation>
    </message>
    <message>
        <source>--capacity must be above 0</source>
        <translation>--capacity muss über 0 liegen</translation>
    </message>
    <message>
        <source>BASE</source>
        <translation>BASE</translation>
    </message>
    <message>
        <source>OURS</source>
        <translation>OURS</translation>
    </message>
    <message>
        <source>THEIRS</source>
        <translation>THEIRS</translation>
    </message>
    <message>
        <source>import needs --output INVENTORY or --into INVENTORY</source>
        <translation>import braucht --output INVENTAR oder --into INVENTAR</translation>
    </message>
    <message>
        <source>%1 exists; import writes --output only into a new file or the --into inventory</source>
        <translation>%1 existiert; import schreibt --output nur in eine neue Datei oder in das Inventar von --into</translation>
    </message>
    <message>
        <source>flowaudit-cli %1: %2 is a file this command reads; it never writes over its own input, so nothing was written</source>
        <translation>flowaudit-cli %1: %2 ist eine Datei, die dieser Befehl liest; er schreibt nie über seine eigene Eingabe, daher wurde nichts geschrieben</translation>
    </message>
    <message>
        <source>flowaudit-cli %1: %2 cannot be changed in place (%3); writing it in the canonical layout would drop %4. Nothing was written; give --reformat to write it so.</source>
        <translation>flowaudit-cli %1: %2 lässt sich nicht an Ort und Stelle ändern (%3); im kanonischen Layout geschrieben verlöre es %4. Es wurde nichts geschrieben; mit --reformat wird es so geschrieben.</translation>
    </message>
    <message>
        <source>its layout</source>
        <translation>sein Layout</translation>
    </message>
    <message>
        <source>To write %1 in the canonical layout, run flowaudit-cli format %1.</source>
        <translation>Um %1 im kanonischen Layout zu schreiben, rufen Sie flowaudit-cli format %1 auf.</translation>
    </message>
    <message>
        <source>Exit status: 0 done (also when the file already read so), whatever the file&apos;s findings;
2 refused or not done (bad usage, a file that cannot be read, an unknown flow or field,
a value refused, a file that cannot be changed in place without --reformat), the file
untouched.</source>
        <translation>Exit-Status: 0 erledigt (auch wenn die Datei schon so lautete), unabhängig von den Befunden;
2 abgelehnt oder nicht erledigt (falscher Aufruf, eine unlesbare Datei, ein unbekannter Flow
oder ein unbekanntes Feld, ein abgelehnter Wert, eine Datei, die ohne --reformat nicht an Ort
und Stelle geändert werden kann), die Datei unberührt.</translation>
    </message>
    <message>
        <source>Exit status: 0 written (or already canonical), 1 with --check: not in the canonical layout,
2 not done (bad usage, a file that cannot be read or written).</source>
        <translation>Exit-Status: 0 geschrieben (oder schon kanonisch), 1 mit --check: nicht im kanonischen Layout,
2 nicht erledigt (falscher Aufruf, eine Datei, die nicht gelesen oder geschrieben werden kann).</translation>
    </message>
    <message>
        <source>%1:%2: %3 %4 %5: %6</source>
        <translation>%1:%2: %3 %4 %5: %6</translation>
    </message>
    <message>
        <source>Fix %1: %2</source>
        <translation>Korrektur %1: %2</translation>
    </message>
    <message>
        <source>Fix %1: %2 (%3)</source>
        <translation>Korrektur %1: %2 (%3)</translation>
    </message>
    <message>
        <source>(the file cannot be changed in place: %1; --apply needs --reformat, and writes it in the canonical layout)</source>
        <translation>(die Datei kann nicht an Ort und Stelle geändert werden: %1; --apply braucht --reformat und schreibt sie im kanonischen Layout)</translation>
    </message>
    <message>
        <source>--choice takes a fix&apos;s number, from 1</source>
        <translation>--choice erwartet die Nummer einer Korrektur, ab 1</translation>
    </message>
    <message>
        <source>there is no rule %1</source>
        <translation>es gibt keine Regel %1</translation>
    </message>
    <message>
        <source>%1: %2; nothing was written</source>
        <translation>%1: %2; nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>%1: no finding there has a mechanical fix</source>
        <translation>%1: für keinen Befund dort gibt es eine mechanische Korrektur</translation>
    </message>
    <message>
        <source>%1 has %2 fixes, not %3</source>
        <translation>%1 hat %2 Korrekturen, nicht %3</translation>
    </message>
    <message>
        <source>%1
  not fixed: fix %2 no longer applies after the fixes before it</source>
        <translation>%1
  nicht korrigiert: Korrektur %2 passt nach den vorherigen Korrekturen nicht mehr</translation>
    </message>
    <message>
        <source>%1
  fixed: %2</source>
        <translation>%1
  korrigiert: %2</translation>
    </message>
    <message>
        <source>%1: the fixes change nothing; the file is unchanged</source>
        <translation>%1: die Korrekturen ändern nichts; die Datei ist unverändert</translation>
    </message>
    <message>
        <source>no flow &apos;%1&apos;</source>
        <translation>kein Flow „%1“</translation>
    </message>
    <message>
        <source>%1: format lays out YAML and CSV inventories, not workbooks</source>
        <translation>%1: format ordnet YAML- und CSV-Inventare an, keine Arbeitsmappen</translation>
    </message>
    <message>
        <source>%1: already in the canonical layout</source>
        <translation>%1: schon im kanonischen Layout</translation>
    </message>
    <message>
        <source>%1: not in the canonical layout; flowaudit-cli format %1 writes it so</source>
        <translation>%1: nicht im kanonischen Layout; flowaudit-cli format %1 schreibt es so</translation>
    </message>
    <message>
        <source>%1: the canonical layout would not read back as the same inventory; nothing was written</source>
        <translation>%1: das kanonische Layout ließe sich nicht als dasselbe Inventar zurücklesen; nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>%1: written in the canonical layout</source>
        <translation>%1: im kanonischen Layout geschrieben</translation>
    </message>
    <message>
        <source>%1: written in the canonical layout, which dropped %2</source>
        <translation>%1: im kanonischen Layout geschrieben; dabei wurde %2 verworfen</translation>
    </message>
    <message>
        <source>flowaudit-cli %1: %2 cannot be changed in place (%3); written in the canonical layout, which drops %4</source>
        <translation>flowaudit-cli %1: %2 kann nicht an Ort und Stelle geändert werden (%3); im kanonischen Layout geschrieben, dabei wird %4 verworfen</translation>
    </message>
    <message>
        <source>%1 is given twice</source>
        <translation>%1 ist zweimal angegeben</translation>
    </message>
    <message>
        <source>flow %1: %2</source>
        <translation>Flow %1: %2</translation>
    </message>
    <message>
        <source>%1: flow %2: %3 already reads so</source>
        <translation>%1: Flow %2: %3 lautet schon so</translation>
    </message>
    <message>
        <source>%1: flow %2: %3 cleared</source>
        <translation>%1: Flow %2: %3 geleert</translation>
    </message>
    <message>
        <source>%1: flow %2: %3 set to %4</source>
        <translation>%1: Flow %2: %3 auf %4 gesetzt</translation>
    </message>
    <message>
        <source>%1: flow %2 already reads so; the file is unchanged</source>
        <translation>%1: Flow %2 lautet schon so; die Datei ist unverändert</translation>
    </message>
    <message>
        <source>%1: waivers are kept in a YAML inventory; CSV and Excel hold the flows only</source>
        <translation>%1: Ausnahmen stehen in einem YAML-Inventar; CSV und Excel enthalten nur die Flows</translation>
    </message>
    <message>
        <source>waive needs --%1: a waiver without it is invalid (WV04)</source>
        <translation>waive braucht --%1: eine Ausnahme ohne diese Angabe ist ungültig (WV04)</translation>
    </message>
    <message>
        <source>no field &apos;%1&apos;</source>
        <translation>kein Feld „%1“</translation>
    </message>
    <message>
        <source>the waiver would be invalid (WV04): %1</source>
        <translation>die Ausnahme wäre ungültig (WV04): %1</translation>
    </message>
    <message>
        <source>expires %1 is before today (%2): the waiver would be expired from the start (WV01)</source>
        <translation>expires %1 liegt vor heute (%2): die Ausnahme wäre von Anfang an abgelaufen (WV01)</translation>
    </message>
    <message>
        <source>flow %1 has no %2 finding%3 to accept; a waiver that covers nothing is WV03</source>
        <translation>Flow %1 hat keinen %2-Befund%3 zum Akzeptieren; eine Ausnahme, die nichts abdeckt, ist WV03</translation>
    </message>
    <message>
        <source> on %1</source>
        <translation> an %1</translation>
    </message>
    <message>
        <source>flow %1&apos;s %2 finding is already accepted, by the waiver of line %3 (expires %4)</source>
        <translation>der %2-Befund von Flow %1 ist bereits durch die Ausnahme in Zeile %3 akzeptiert (läuft am %4 ab)</translation>
    </message>
    <message>
        <source>%1: %2 on flow %3 accepted as a risk until %4 (owner %5)</source>
        <translation>%1: %2 an Flow %3 bis %4 als Risiko akzeptiert (verantwortlich: %5)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Checking the flows…</source>
        <translation>Flows werden geprüft…</translation>
    </message>
    <message>
        <source>Exit status: 0 written, 2 not (bad usage, a file that cannot be read, a flow that cannot
have a ledger yet, with every rule that blocks it).</source>
        <translation>Exit-Status: 0 geschrieben, 2 nicht (falscher Aufruf, eine Datei, die nicht lesbar ist, ein Flow,
der noch kein Ledger haben kann, mit jeder Regel, die es verhindert).</translation>
    </message>
    <message>
        <source>--schedule %1 does not run on %2: pg_cron is PostgreSQL&apos;s, event MySQL&apos;s; none fits every dialect</source>
        <translation>--schedule %1 läuft nicht auf %2: pg_cron gehört zu PostgreSQL, event zu MySQL; none passt zu jedem Dialekt</translation>
    </message>
    <message>
        <source>--retention-days takes a number of days, such as 400; not &quot;%1&quot;</source>
        <translation>--retention-days nimmt eine Zahl von Tagen, etwa 400; nicht „%1“</translation>
    </message>
    <message>
        <source>%1:%2: no ledger for %3 (nothing was written): %4</source>
        <translation>%1:%2: kein Ledger für %3 (nichts wurde geschrieben): %4</translation>
    </message>
    <message>
        <source>--output %1 is a file; give a folder</source>
        <translation>--output %1 ist eine Datei; einen Ordner angeben</translation>
    </message>
    <message>
        <source>%1: cannot create the folder (nothing was written)</source>
        <translation>%1: der Ordner lässt sich nicht anlegen (nichts wurde geschrieben)</translation>
    </message>
    <message>
        <source>%1 (not written)</source>
        <translation>%1 (nicht geschrieben)</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>%1 geschrieben</translation>
    </message>
    <message>
        <source>%1 was written, without its queries file</source>
        <translation>%1 wurde geschrieben, ohne seine Abfragedatei</translation>
    </message>
    <message>
        <source>--map-file: %1</source>
        <translation>--map-file: %1</translation>
    </message>
    <message>
        <source>no column of the header row names a field (%1; %2); choose the header with --header-row N, or map the columns with --map &apos;COLUMN=FIELD,…&apos;</source>
        <translation>keine Spalte der Kopfzeile benennt ein Feld (%1; %2); wählen Sie die Kopfzeile mit --header-row N, oder ordnen Sie die Spalten mit --map &apos;SPALTE=FELD,…&apos; zu</translation>
    </message>
    <message>
        <source>%1:%2: warning: %3</source>
        <translation>%1:%2: Warnung: %3</translation>
    </message>
    <message>
        <source>%1: --sheet, --header-row, --map and --map-file read Excel workbooks (.xlsx); to map a CSV table&apos;s columns, import it</source>
        <translation>%1: --sheet, --header-row, --map und --map-file lesen Excel-Arbeitsmappen (.xlsx); um die Spalten einer CSV-Tabelle zuzuordnen, importieren Sie sie</translation>
    </message>
    <message>
        <source>%1: map writes SVG, PNG or PDF (.svg, .png, .pdf), and cannot tell a format from this name</source>
        <translation>%1: map schreibt SVG, PNG oder PDF (.svg, .png, .pdf) und erkennt an diesem Namen kein Format</translation>
    </message>
    <message>
        <source>Systems map of %1</source>
        <translation>Systemlandkarte von %1</translation>
    </message>
    <message>
        <source>%1: the map could not be drawn; nothing was written</source>
        <translation>%1: die Landkarte konnte nicht gezeichnet werden; nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>Exit status: 0 the chart was written, 2 it was not (bad usage, a file that cannot be read,
a flow that cannot be simulated, a chart that cannot be drawn or written).</source>
        <translation>Exit-Status: 0 das Diagramm wurde geschrieben, 2 nicht (falsche Verwendung, eine unlesbare Datei,
ein Flow, der nicht simuliert werden kann, ein Diagramm, das nicht gezeichnet oder geschrieben werden kann).</translation>
    </message>
    <message>
        <source>--size takes WxH in pixels, each from 200 to 8000, such as 1280x720, not &quot;%1&quot;</source>
        <translation>--size nimmt WxH in Pixeln, jeweils von 200 bis 8000, etwa 1280x720, nicht &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--page takes a page number from 1</source>
        <translation>--page nimmt eine Seitenzahl ab 1</translation>
    </message>
    <message>
        <source>%1: chart writes PNG, PDF or SVG (.png, .pdf, .svg), and cannot tell a format from this name</source>
        <translation>%1: chart schreibt PNG, PDF oder SVG (.png, .pdf, .svg) und erkennt an diesem Namen kein Format</translation>
    </message>
    <message>
        <source>%1: only the map is written as SVG; write the %2 chart as .png or .pdf</source>
        <translation>%1: nur die Landkarte wird als SVG geschrieben; schreiben Sie das Diagramm %2 als .png oder .pdf</translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1: %2: %3</translation>
    </message>
    <message>
        <source>%1: the chart could not be drawn; nothing was written</source>
        <translation>%1: das Diagramm konnte nicht gezeichnet werden; nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>%1: written, %2 at %3×%4, page %5 of %6</source>
        <translation>%1: geschrieben, %2 bei %3×%4, Seite %5 von %6</translation>
    </message>
    <message>
        <source>--page %1 is past the chart&apos;s last page (%2) at %3×%4</source>
        <translation>--page %1 liegt hinter der letzten Seite des Diagramms (%2) bei %3×%4</translation>
    </message>
    <message>
        <source>%1
  not fixed: it has %2 fix(es), not fix %3</source>
        <translation>%1
  nicht korrigiert: er hat %2 Korrektur(en), keine Korrektur %3</translation>
    </message>
    <message>
        <source>%1: the inventory has no flows to name by position</source>
        <translation>%1: das Inventar hat keine Flows, die sich nach Position benennen ließen</translation>
    </message>
    <message>
        <source>%1 is not a flow&apos;s position: write @ and the flow&apos;s number in the file, from @1 to @%2</source>
        <translation>%1 ist keine Position eines Flows: schreiben Sie @ und die Nummer des Flows in der Datei, von @1 bis @%2</translation>
    </message>
    <message>
        <source>%1 flows have the ID &apos;%2&apos; (lines %3), so it names none of them; name one by its position (%4) and give each its own ID first (SC01)</source>
        <translation>%1 Flows haben die ID „%2“ (Zeilen %3), sie benennt also keinen davon; benennen Sie einen über seine Position (%4) und geben Sie zuerst jedem eine eigene ID (SC01)</translation>
    </message>
    <message>
        <source>flow %1 has no flow_id, and a waiver names its flow by ID; give it one first with set %2 %1 flow_id=… (SC01)</source>
        <translation>Flow %1 hat keine flow_id, und eine Ausnahme benennt ihren Flow über die ID; geben Sie ihm zuerst eine mit set %2 %1 flow_id=… (SC01)</translation>
    </message>
    <message>
        <source>flow %1&apos;s ID &apos;%2&apos; is shared by %3 flows, so a waiver for it would accept their findings too; give each its own ID first with set %4 %1 flow_id=… (SC01)</source>
        <translation>die ID „%2“ von Flow %1 teilen sich %3 Flows, eine Ausnahme für sie würde also auch deren Befunde akzeptieren; geben Sie zuerst jedem eine eigene ID mit set %4 %1 flow_id=… (SC01)</translation>
    </message>
    <message numerus="yes">
        <source>the top-level key(s) %1</source>
        <translation>
            <numerusform>der Schlüssel der obersten Ebene %1</numerusform>
            <numerusform>die Schlüssel der obersten Ebene %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n waiver(s)</source>
        <translation>
            <numerusform>%n Ausnahme</numerusform>
            <numerusform>%n Ausnahmen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 und %n weiterer</numerusform>
            <numerusform>%1 und %n weitere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flow(s) as they are there (%1)</source>
        <translation>
            <numerusform>%n Flow, wie er dort steht (%1)</numerusform>
            <numerusform>%n Flows, wie sie dort stehen (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>flowaudit-cli convert: %1 exists and does not read as an inventory (%2); convert never writes over a file it cannot read back. Nothing was written.</source>
        <translation>flowaudit-cli convert: %1 existiert und liest sich nicht als Inventar (%2); convert überschreibt nie eine Datei, die es nicht zurücklesen kann. Es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>%1: already holds this conversion; nothing was written</source>
        <translation>%1: enthält diese Umwandlung bereits; es wurde nichts geschrieben</translation>
    </message>
    <message>
        <source>flowaudit-cli convert: %1 exists; writing over it would drop %2. Nothing was written; give --force to replace it.</source>
        <translation>flowaudit-cli convert: %1 existiert; es zu überschreiben verwürfe %2. Es wurde nichts geschrieben; mit --force wird die Datei ersetzt.</translation>
    </message>
    <message>
        <source>note: the file that was there is replaced, which dropped %1</source>
        <translation>Hinweis: die vorhandene Datei ist ersetzt, dabei entfiel %1</translation>
    </message>
    <message>
        <source>its CRLF line ends become LF</source>
        <translation>seine CRLF-Zeilenenden werden zu LF</translation>
    </message>
    <message>
        <source>its UTF-8 byte order mark is dropped</source>
        <translation>seine UTF-8-Bytereihenfolgemarke entfällt</translation>
    </message>
    <message>
        <source>%1: in the canonical layout, %2</source>
        <translation>%1: im kanonischen Layout gilt: %2</translation>
    </message>
    <message>
        <source>, and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>flowaudit-cli merge: git merge-file could not merge the lines: %1 (nothing was written)</source>
        <translation>flowaudit-cli merge: git merge-file konnte die Zeilen nicht zusammenführen: %1 (es wurde nichts geschrieben)</translation>
    </message>
    <message>
        <source>flowaudit-cli merge: OURS cannot be changed in place (%1), so the merge is written in the canonical layout</source>
        <translation>flowaudit-cli merge: OURS lässt sich nicht an Ort und Stelle ändern (%1), daher wird der Merge im kanonischen Layout geschrieben</translation>
    </message>
    <message>
        <source>flowaudit-cli merge: %1 has %2, which the canonical layout does not keep</source>
        <translation>flowaudit-cli merge: %1 enthält %2, was das kanonische Layout nicht behält</translation>
    </message>
    <message>
        <source>flowaudit-cli merge: %1</source>
        <translation>flowaudit-cli merge: %1</translation>
    </message>
    <message numerus="yes">
        <source>flowaudit-cli merge: %n comment(s) not carried</source>
        <translation>
            <numerusform>flowaudit-cli merge: %n Kommentar nicht übernommen</numerusform>
            <numerusform>flowaudit-cli merge: %n Kommentare nicht übernommen</numerusform>
        </translation>
    </message>
    <message>
        <source>--pattern needs a pattern</source>
        <translation>--pattern braucht ein Muster</translation>
    </message>
    <message>
        <source>git-setup takes files or a --pattern, not both (a pattern may follow one folder inside the repository)</source>
        <translation>git-setup nimmt Dateien oder ein --pattern, nicht beides (einem Muster darf ein Ordner im Repository vorangehen)</translation>
    </message>
    <message>
        <source>Check an inventory</source>
        <translation>Ein Inventar prüfen</translation>
    </message>
    <message>
        <source>Show it: the report, the map, slides, storms and ledgers</source>
        <translation>Es zeigen: der Bericht, die Karte, Folien, Stürme und Ledger</translation>
    </message>
    <message>
        <source>Edit it as a script would, bring flows in, convert</source>
        <translation>Es wie ein Skript bearbeiten, Flows übernehmen, umwandeln</translation>
    </message>
    <message>
        <source>Inventories in git</source>
        <translation>Inventare in git</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>Usage: flowaudit-cli COMMAND [ARGUMENTS]</source>
        <translation>Aufruf: flowaudit-cli BEFEHL [ARGUMENTE]</translation>
    </message>
    <message>
        <source>FlowAudit checks an inventory of integration flows against the delivery reliability
rules, so duplicates, lost events and retry storms show before they happen.</source>
        <translation>FlowAudit prüft ein Inventar von Integrations-Flows gegen die Regeln der Zustellsicherheit,
damit Duplikate, verlorene Ereignisse und Retry-Stürme sichtbar werden, bevor sie geschehen.</translation>
    </message>
    <message>
        <source>flowaudit-cli help COMMAND (or COMMAND --help) shows a command&apos;s options and
exit statuses; flowaudit-cli --version the versions; man flowaudit-cli the manual.</source>
        <translation>flowaudit-cli help BEFEHL (oder BEFEHL --help) zeigt die Optionen und Exit-Status eines
Befehls; flowaudit-cli --version die Versionen; man flowaudit-cli das Handbuch.</translation>
    </message>
    <message>
        <source>there is no command &quot;%1&quot;: the commands are %2</source>
        <translation>es gibt keinen Befehl „%1“: die Befehle sind %2</translation>
    </message>
    <message>
        <source>write today&apos;s findings as old debt for later lints</source>
        <translation>die heutigen Befunde als Altlast für spätere Prüfungen schreiben</translation>
    </message>
    <message>
        <source>a workshop slide at a given size</source>
        <translation>eine Workshop-Folie in einer gegebenen Größe</translation>
    </message>
    <message>
        <source>convert an inventory between YAML, CSV and Excel</source>
        <translation>ein Inventar zwischen YAML, CSV und Excel umwandeln</translation>
    </message>
    <message>
        <source>git&apos;s diff driver: an inventory as one line per value</source>
        <translation>der Diff-Treiber für git: ein Inventar als eine Zeile je Wert</translation>
    </message>
    <message>
        <source>what a change does: findings added and removed, flows changed</source>
        <translation>was eine Änderung bewirkt: hinzugekommene und entfallene Befunde, geänderte Flows</translation>
    </message>
    <message>
        <source>the mechanical fixes of the findings, as diffs or applied</source>
        <translation>die mechanischen Korrekturen der Befunde, als Diffs oder angewandt</translation>
    </message>
    <message>
        <source>write an inventory in the canonical layout, on purpose</source>
        <translation>ein Inventar bewusst im kanonischen Layout schreiben</translation>
    </message>
    <message>
        <source>bring flows in from n8n, Make, CSV tables and workbooks</source>
        <translation>Flows aus n8n, Make, CSV-Tabellen und Arbeitsmappen übernehmen</translation>
    </message>
    <message>
        <source>the action ledger of one flow, as SQL</source>
        <translation>das Aktions-Ledger eines Flows, als SQL</translation>
    </message>
    <message>
        <source>check inventories and print their findings</source>
        <translation>Inventare prüfen und ihre Befunde ausgeben</translation>
    </message>
    <message>
        <source>the systems map as SVG, PNG or PDF</source>
        <translation>die Systemkarte als SVG, PNG oder PDF</translation>
    </message>
    <message>
        <source>git&apos;s merge driver for inventories</source>
        <translation>der Merge-Treiber für git, für Inventare</translation>
    </message>
    <message>
        <source>give inventories, and only them, to the drivers</source>
        <translation>Inventare, und nur sie, den Treibern übergeben</translation>
    </message>
    <message>
        <source>write the audit report as PDF or HTML</source>
        <translation>den Prüfbericht als PDF oder HTML schreiben</translation>
    </message>
    <message>
        <source>set fields of one flow, keeping the file&apos;s layout</source>
        <translation>Felder eines Flows setzen, das Layout der Datei bleibt</translation>
    </message>
    <message>
        <source>--header-row takes a row number from 1, not &quot;%1&quot;</source>
        <translation>--header-row nimmt eine Zeilennummer ab 1, nicht „%1“</translation>
    </message>
    <message>
        <source>%1: the mapping file maps no column</source>
        <translation>%1: die Zuordnungsdatei ordnet keine Spalte zu</translation>
    </message>
    <message>
        <source>accept a finding as a risk: add a waiver</source>
        <translation>einen Befund als Risiko akzeptieren: eine Ausnahme hinzufügen</translation>
    </message>
    <message>
        <source>print the inventory&apos;s JSON Schema, for editors</source>
        <translation>das JSON-Schema des Inventars ausgeben, für Editoren</translation>
    </message>
    <message>
        <source>Exit status: 0 printed, 2 the command could not run (bad usage, a file that cannot be written).</source>
        <translation>Exit-Status: 0 ausgegeben, 2 der Befehl konnte nicht laufen (falscher Aufruf, eine Datei, die nicht geschrieben werden kann).</translation>
    </message>
    <message>
        <source>a language server for inventories, for any editor</source>
        <translation>ein Language Server für Inventare, für jeden Editor</translation>
    </message>
    <message>
        <source>Exit status: 0 after the client&apos;s shutdown and exit, 1 when the client exits or goes
away without shutdown, 2 bad usage.</source>
        <translation>Exit-Status: 0 nach shutdown und exit des Clients, 1 wenn der Client ohne shutdown beendet
oder verschwindet, 2 falscher Aufruf.</translation>
    </message>
    <message>
        <source>--rate and --capacity are one flow&apos;s: with --destination each flow keeps its own (its retry_storm settings)</source>
        <translation>--rate und --capacity gehören zu einem Flow: mit --destination behält jeder Flow seine eigenen (seine retry_storm-Einstellungen)</translation>
    </message>
    <message>
        <source>the retry storm of one flow, or of every flow into a system, in an outage</source>
        <translation>der Retry-Sturm eines Flows oder aller Flows in ein System bei einem Ausfall</translation>
    </message>
    <message>
        <source>--destination needs a system&apos;s name, as the flows&apos; destination writes it</source>
        <translation>--destination braucht den Namen eines Systems, wie ihn das Ziel der Flows schreibt</translation>
    </message>
    <message>
        <source>--only, --around, --group and --arrows choose what the map shows: give them with --kind map</source>
        <translation>--only, --around, --group und --arrows wählen, was die Landkarte zeigt: geben Sie sie mit --kind map an</translation>
    </message>
    <message>
        <source>--around needs a system&apos;s ID or name</source>
        <translation>--around braucht die ID oder den Namen eines Systems</translation>
    </message>
    <message>
        <source>--group needs a group&apos;s name</source>
        <translation>--group braucht den Namen einer Gruppe</translation>
    </message>
    <message>
        <source>--depth says how far around a system to draw: give --around SYSTEM too</source>
        <translation>--depth sagt, wie weit um ein System gezeichnet wird: geben Sie auch --around SYSTEM an</translation>
    </message>
    <message>
        <source>--depth takes a whole number of arrows, 1 or more, not &quot;%1&quot;</source>
        <translation>--depth nimmt eine ganze Zahl von Pfeilen, 1 oder mehr, nicht „%1“</translation>
    </message>
    <message>
        <source>Laying out the map with Graphviz…</source>
        <translation>Graphviz ordnet die Landkarte an…</translation>
    </message>
    <message>
        <source>Drawing the map…</source>
        <translation>Die Landkarte wird gezeichnet…</translation>
    </message>
    <message>
        <source>%1: written, %2, %3, %4</source>
        <translation>%1: geschrieben, %2, %3, %4</translation>
    </message>
    <message numerus="yes">
        <source>%n system(s)</source>
        <translation>
            <numerusform>%n System</numerusform>
            <numerusform>%n Systeme</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flow(s)</source>
        <translation>
            <numerusform>%n Flow</numerusform>
            <numerusform>%n Flows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n arrow(s)</source>
        <translation>
            <numerusform>%n Pfeil</numerusform>
            <numerusform>%n Pfeile</numerusform>
        </translation>
    </message>
    <message>
        <source>(%1)</source>
        <translation>(%1)</translation>
    </message>
    <message>
        <source>Exit status: 0 the map was written, whatever the findings; 2 it was not (bad usage, an
output name that is not .svg, .png or .pdf, a file that cannot be read, a system or group
the map does not have, a map that cannot be written).</source>
        <translation>Exit-Status: 0 die Karte wurde geschrieben, was auch immer die Befunde sind; 2 sie wurde es nicht (falscher
Aufruf, ein Ausgabename, der nicht .svg, .png oder .pdf ist, eine Datei, die nicht lesbar ist, ein System oder
eine Gruppe, die die Karte nicht hat, eine Karte, die nicht geschrieben werden kann).</translation>
    </message>
    <message>
        <source>Simulating or laying out…</source>
        <translation>Simulieren oder Anordnen…</translation>
    </message>
    <message>
        <source>Drawing the chart…</source>
        <translation>Das Diagramm wird gezeichnet…</translation>
    </message>
    <message numerus="yes">
        <source>%1: the inventory has %n flow(s), so a position goes from @1 to @%2</source>
        <translation>
            <numerusform>%1: das Inventar hat %n Flow, eine Position reicht also von @1 bis @%2</numerusform>
            <numerusform>%1: das Inventar hat %n Flows, eine Position reicht also von @1 bis @%2</numerusform>
        </translation>
    </message>
    <message>
        <source>--lease-seconds takes a number of seconds above 0, such as 30; not &quot;%1&quot;</source>
        <translation>--lease-seconds nimmt eine Zahl von Sekunden über 0, etwa 30; nicht „%1“</translation>
    </message>
    <message>
        <source>%1 (your card: %2)</source>
        <translation>%1 (Ihre Karte: %2)</translation>
    </message>
    <message>
        <source>%1 (bundled)</source>
        <translation>%1 (mitgeliefert)</translation>
    </message>
    <message>
        <source>on the page: &quot;%1&quot;</source>
        <translation>auf der Seite: „%1“</translation>
    </message>
    <message numerus="yes">
        <source>%n fact(s) not yet quoted</source>
        <translation>
            <numerusform>%n Fakt noch nicht zitiert</numerusform>
            <numerusform>%n Fakten noch nicht zitiert</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: a bundled card is not stamped; copy it into your cards folder to keep your checks</source>
        <translation>%1: eine mitgelieferte Karte wird nicht gestempelt; kopieren Sie sie in Ihren Kartenordner, um Ihre Prüfungen zu behalten</translation>
    </message>
    <message>
        <source>--stamp needs --by NAME: who confirmed the facts</source>
        <translation>--stamp braucht --by NAME: wer die Fakten bestätigt hat</translation>
    </message>
    <message>
        <source>the saved pages folder %1 does not exist</source>
        <translation>der Ordner der gespeicherten Seiten %1 existiert nicht</translation>
    </message>
    <message>
        <source>confirm the vendor cards&apos; quoted facts on their pages</source>
        <translation>die zitierten Fakten der Anbieterkarten auf ihren Seiten bestätigen</translation>
    </message>
    <message>
        <source>--timeout takes a number of seconds from 1 to 600, such as 20</source>
        <translation>--timeout nimmt eine Zahl von Sekunden von 1 bis 600, etwa 20</translation>
    </message>
    <message>
        <source>%1 (%2, in place of the bundled card)</source>
        <translation>%1 (%2, anstelle der mitgelieferten Karte)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: the team&apos;s vendor cards: %2</source>
        <translation>%1: die Anbieterkarten des Teams: %2</translation>
    </message>
    <message>
        <source>flowaudit-cli merge: %1, so the flows are merged by flow_id and field</source>
        <translation>flowaudit-cli merge: %1, daher werden die Flows nach flow_id und Feld zusammengeführt</translation>
    </message>
    <message numerus="yes">
        <source>flowaudit-cli merge: %n conflict(s) of git&apos;s line merge resolved by flow and field</source>
        <translation>
            <numerusform>flowaudit-cli merge: %n Konflikt von gits Zeilen-Merge nach Flow und Feld aufgelöst</numerusform>
            <numerusform>flowaudit-cli merge: %n Konflikte von gits Zeilen-Merge nach Flow und Feld aufgelöst</numerusform>
        </translation>
    </message>
    <message>
        <source>--force goes with --pattern: it writes a pattern that matches no inventory yet</source>
        <translation>--force gehört zu --pattern: es schreibt ein Muster, das noch auf kein Inventar passt</translation>
    </message>
    <message>
        <source>Exit status: 0 set up (or already set up), 2 not (bad usage, a folder outside a git
repository, a pattern refused, a file that cannot be written); nothing is written
when it is refused.</source>
        <translation>Exit-Status: 0 eingerichtet (oder bereits eingerichtet), 2 nicht (falscher Aufruf, ein Ordner
außerhalb eines git-Repositorys, ein abgelehntes Muster, eine Datei, die nicht geschrieben
werden kann); wird etwas abgelehnt, wird nichts geschrieben.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>write to PATH (atomically) instead of standard output</source>
        <translation>nach PATH schreiben (atomar) statt auf die Standardausgabe</translation>
    </message>
    <message>
        <source>the flow&apos;s ID, or its position @N (@1 for the first flow)</source>
        <translation>die ID des Flows oder seine Position @N (@1 für den ersten Flow)</translation>
    </message>
    <message>
        <source>where the file cannot be changed in place (anchors, tags, aliases), write it
in the canonical layout, which drops them (said so)</source>
        <translation>wo die Datei nicht an Ort und Stelle geändert werden kann (Anker, Tags, Aliase),
sie im kanonischen Layout schreiben, das diese verwirft (wird gesagt)</translation>
    </message>
    <message>
        <source>the day the inventory&apos;s waivers expire against (default: today in UTC)</source>
        <translation>der Stichtag für den Ablauf der Ausnahmen des Inventars (Vorgabe: heute in UTC)</translation>
    </message>
    <message>
        <source>the workbook&apos;s sheet to read, by name</source>
        <translation>das zu lesende Blatt der Arbeitsmappe, nach Namen</translation>
    </message>
    <message>
        <source>the row (the sheet&apos;s own number) that holds the column titles</source>
        <translation>die Zeile (die eigene Nummer des Blatts) mit den Spaltentiteln</translation>
    </message>
    <message>
        <source>&apos;Quelle=source,Ziel=destination,Intern=-,Team=+&apos;: COLUMN=FIELD, - ignores
the column, + keeps it as an extra field; columns not named are guessed</source>
        <translation>&apos;Quelle=source,Ziel=destination,Intern=-,Team=+&apos;: SPALTE=FELD, - lässt die Spalte
aus, + behält sie als zusätzliches Feld; nicht genannte Spalten werden geraten</translation>
    </message>
    <message>
        <source>the same as --map, one COLUMN=FIELD a line (# comments)</source>
        <translation>dasselbe wie --map, ein SPALTE=FELD je Zeile (# Kommentare)</translation>
    </message>
    <message>
        <source>the baseline to write (atomically)</source>
        <translation>die zu schreibende Baseline (atomar)</translation>
    </message>
    <message>
        <source>Write today&apos;s findings of one inventory (rules and vendor advisories) as a baseline:
a later lint --baseline BASELINE fails only on new findings. The same findings always
give the same bytes, so the baseline can be committed.</source>
        <translation>Die heutigen Befunde eines Inventars (Regeln und Anbieterhinweise) als Baseline schreiben:
ein späteres lint --baseline BASELINE schlägt nur bei neuen Befunden fehl. Dieselben Befunde
ergeben immer dieselben Bytes, daher kann die Baseline eingecheckt werden.</translation>
    </message>
    <message>
        <source>the team&apos;s folder of cards, which add to the bundled ones and take
their place by card ID (instead of FILE&apos;s)</source>
        <translation>der Kartenordner des Teams, dessen Karten die mitgelieferten ergänzen und
sie über die Karten-ID ersetzen (statt der von FILE)</translation>
    </message>
    <message>
        <source>read the pages from this folder instead, as saved from the
browser or by wget --force-directories --adjust-extension
(https://docs.stripe.com/webhooks from DIR/docs.stripe.com/webhooks.html)</source>
        <translation>die Seiten stattdessen aus diesem Ordner lesen, wie vom Browser oder
mit wget --force-directories --adjust-extension gespeichert
(https://docs.stripe.com/webhooks aus DIR/docs.stripe.com/webhooks.html)</translation>
    </message>
    <message>
        <source>writes the date and --by into each confirmed fact of the team&apos;s
cards; only those lines of the card files change</source>
        <translation>schreibt das Datum und --by in jeden bestätigten Fakt der Teamkarten;
nur diese Zeilen der Kartendateien ändern sich</translation>
    </message>
    <message>
        <source>who confirmed the facts, for --stamp</source>
        <translation>wer die Fakten bestätigt hat, für --stamp</translation>
    </message>
    <message>
        <source>text (the default) or json</source>
        <translation>text (Vorgabe) oder json</translation>
    </message>
    <message>
        <source>seconds a page may send nothing before it is unreachable (20)</source>
        <translation>Sekunden, die eine Seite nichts senden darf, bevor sie nicht erreichbar ist (20)</translation>
    </message>
    <message>
        <source>the date to stamp and to age the checks against</source>
        <translation>das Datum für den Stempel und das Alter der Prüfungen</translation>
    </message>
    <message>
        <source>the flow whose cards (windows) or storm (storm) to show, by its ID or
its position @N</source>
        <translation>der Flow, dessen Karten (windows) oder Sturm (storm) gezeigt werden, über seine ID
oder seine Position @N</translation>
    </message>
    <message>
        <source>the slide&apos;s size in pixels, each from 200 to 8000, such as 1280x720</source>
        <translation>die Größe der Folie in Pixeln, jede von 200 bis 8000, etwa 1280x720</translation>
    </message>
    <message>
        <source>the chart to write (atomically); its extension names the format</source>
        <translation>das zu schreibende Diagramm (atomar); seine Endung nennt das Format</translation>
    </message>
    <message>
        <source>replace an existing OUT, said with what writing over it drops</source>
        <translation>eine vorhandene OUT-Datei ersetzen, mit dem gesagt, was das Überschreiben verwirft</translation>
    </message>
    <message>
        <source>Convert an inventory between YAML (.yaml, .yml), CSV (.csv) and Excel (.xlsx: a Flows
sheet with the verdicts filled in, and a Findings sheet), chosen by the extensions;
refuses another extension, and writes nothing when a flow would not read back the
same. CSV and Excel hold the flows only: it names the title, owner, waivers and other
top-level keys, which stay in IN. OUT may not be IN: flowaudit-cli format rewrites a
file in the canonical layout. An existing OUT is kept: convert names what writing
over it would drop (comments, top-level keys, waivers, flows) and writes nothing
unless --force is given; it never writes over a file that is not an inventory.</source>
        <translation>Wandelt ein Inventar zwischen YAML (.yaml, .yml), CSV (.csv) und Excel (.xlsx: ein Blatt
Flows mit eingetragenen Urteilen und ein Blatt Findings) um, gewählt nach den Endungen;
lehnt andere Endungen ab und schreibt nichts, wenn ein Flow nicht gleich zurückgelesen
würde. CSV und Excel enthalten nur die Flows: es nennt Titel, Owner, Ausnahmen und
andere Schlüssel der obersten Ebene, die in EIN bleiben. AUS darf nicht EIN sein:
flowaudit-cli format schreibt eine Datei im kanonischen Layout neu. Ein vorhandenes AUS
bleibt: convert nennt, was das Überschreiben verwürfe (Kommentare, Schlüssel der
obersten Ebene, Ausnahmen, Flows), und schreibt nichts ohne --force; eine Datei, die
kein Inventar ist, überschreibt es nie.</translation>
    </message>
    <message>
        <source>text (default); json; markdown: for a pull-request comment</source>
        <translation>text (Vorgabe); json; markdown: für einen Kommentar in einem Pull-Request</translation>
    </message>
    <message>
        <source>git&apos;s diff driver: one line per value, flow_id.field: value, flows sorted by flow_id, so
git diff and git log -p show fields and do not shift when flows move. A file that cannot
be read prints its error as one line.</source>
        <translation>Diff-Treiber für git: eine Zeile je Wert, flow_id.Feld: Wert, Flows nach flow_id sortiert,
damit git diff und git log -p Felder zeigen und nicht verrutschen, wenn Flows verschoben
werden. Eine Datei, die nicht gelesen werden kann, gibt ihren Fehler als eine Zeile aus.</translation>
    </message>
    <message>
        <source>What a change does: first the findings it adds and removes, then the flows added, removed,
renamed, moved and changed (each field old -&gt; new, reviews and unknown fields too), the
top-level keys and the waivers. OLD and NEW are files, or REV:PATH for a version in git
(HEAD:flows.yaml, main:./flows.yaml).</source>
        <translation>Was eine Änderung bewirkt: zuerst die Befunde, die sie hinzufügt und entfernt, dann die
hinzugefügten, entfernten, umbenannten, verschobenen und geänderten Flows (jedes Feld
alt -&gt; neu, auch Prüfungen und unbekannte Felder), die Schlüssel der obersten Ebene und die
Ausnahmen. OLD und NEW sind Dateien oder REV:PATH für eine Version in git
(HEAD:flows.yaml, main:./flows.yaml).</translation>
    </message>
    <message>
        <source>only that flow&apos;s findings: its ID or its position @N (@1 for the
first flow of the file)</source>
        <translation>nur die Befunde dieses Flows: seine ID oder seine Position @N (@1 für den
ersten Flow der Datei)</translation>
    </message>
    <message>
        <source>only that rule&apos;s findings</source>
        <translation>nur die Befunde dieser Regel</translation>
    </message>
    <message>
        <source>only fix N of each finding; the findings without a fix N are listed and left</source>
        <translation>nur Korrektur N jedes Befunds; die Befunde ohne Korrektur N werden aufgeführt
und so gelassen</translation>
    </message>
    <message>
        <source>write, for each finding, fix N (default: the first, as the editor offers it),
one after the other on the same flow; prints the diff written</source>
        <translation>für jeden Befund Korrektur N schreiben (Standard: die erste, wie der Editor sie
anbietet), nacheinander am selben Flow; gibt den geschriebenen Diff aus</translation>
    </message>
    <message>
        <source>The mechanical fixes the editor&apos;s Fix… offers for the findings (not those a waiver
accepts), numbered from 1 in the editor&apos;s order, each as a unified diff of the file.</source>
        <translation>Die mechanischen Korrekturen, die „Korrigieren…“ im Editor für die Befunde anbietet (nicht
für die, die eine Ausnahme akzeptiert), ab 1 nummeriert in der Reihenfolge des Editors, jede
als Unified Diff der Datei.</translation>
    </message>
    <message>
        <source>write nothing: print the diff to the canonical layout, and exit 1 when there
is one, for CI</source>
        <translation>nichts schreiben: den Diff zum kanonischen Layout ausgeben und mit 1 enden, wenn
es einen gibt, für CI</translation>
    </message>
    <message>
        <source>Write the inventory in FlowAudit&apos;s canonical layout on purpose, as yamlfmt or prettier
do: every save elsewhere keeps the file&apos;s own layout and comments; this drops them (said
so).</source>
        <translation>Das Inventar bewusst im kanonischen Layout von FlowAudit schreiben, wie yamlfmt oder
prettier es tun: jedes andere Speichern behält Layout und Kommentare der Datei; dies verwirft
sie (wird gesagt).</translation>
    </message>
    <message>
        <source>write this one pattern instead of each inventory&apos;s path; it may follow one
DIR inside the repository</source>
        <translation>dieses eine Muster statt des Pfads jedes Inventars schreiben; es darf auf einen
Ordner DIR im Repository folgen</translation>
    </message>
    <message>
        <source>with --pattern: write it though it matches no inventory yet</source>
        <translation>mit --pattern: es schreiben, obwohl es noch auf kein Inventar passt</translation>
    </message>
    <message>
        <source>Give inventories, and only inventories, to FlowAudit&apos;s merge and diff drivers: adds
PATH merge=flowaudit diff=flowaudit lines to the repository&apos;s .gitattributes for each
inventory named or found under each DIR (default: here), and defines both drivers in
the repository&apos;s git config. A FILE that is not an inventory is refused. --pattern
writes one pattern instead: it lists the files the pattern matches (as git matches it)
and refuses a pattern that matches a file that is not an inventory (a workflow&apos;s .yaml,
say), one git would refuse or ignore (!negative, #comment, a folder&apos;s DIR/), and one
that matches no inventory yet, which would later send whatever file it catches to the
drivers; --force writes such a pattern all the same. A pattern with a space is written
quoted, as git reads it. Prints what it did; run twice, it changes nothing.</source>
        <translation>Gibt Inventare, und nur Inventare, an die Merge- und Diff-Treiber von FlowAudit: fügt
der .gitattributes des Repositorys Zeilen PFAD merge=flowaudit diff=flowaudit für jedes
genannte oder unter jedem ORDNER (vorgegeben: hier) gefundene Inventar hinzu und
definiert beide Treiber in der git-Konfiguration des Repositorys. Eine DATEI, die kein
Inventar ist, wird abgelehnt. --pattern schreibt stattdessen ein Muster: es listet die
Dateien, auf die das Muster passt (wie git es anwendet), und lehnt ein Muster ab, das auf
eine Datei passt, die kein Inventar ist (etwa die .yaml eines Workflows), eines, das git
ablehnen oder übergehen würde (!negativ, #Kommentar, ORDNER/ eines Ordners), und eines,
das noch auf kein Inventar passt und später jede Datei, die es erfasst, an die Treiber
gäbe; --force schreibt ein solches Muster trotzdem. Ein Muster mit Leerzeichen wird in
Anführungszeichen geschrieben, wie git es liest. Sagt, was es getan hat; zweimal
ausgeführt, ändert es nichts.</translation>
    </message>
    <message>
        <source>the inventory to write (.yaml, .yml or .csv); refused when it exists and
--into does not name it</source>
        <translation>das zu schreibende Inventar (.yaml, .yml oder .csv); abgelehnt, wenn es existiert
und --into es nicht nennt</translation>
    </message>
    <message>
        <source>import into this inventory: new flows are added; a flow with the same
flow_id gets only fields that are blank or still hold what the last import
derived (kept under `derived`), never what a person wrote; a table&apos;s rows
update the flow with their flow_id wherever their cells are not blank</source>
        <translation>in dieses Inventar importieren: neue Flows werden hinzugefügt; ein Flow mit
derselben flow_id erhält nur Felder, die leer sind oder noch enthalten, was der
letzte Import abgeleitet hat (unter `derived` festgehalten), nie, was ein Mensch
geschrieben hat; die Zeilen einer Tabelle aktualisieren den Flow mit ihrer
flow_id überall dort, wo ihre Zellen nicht leer sind</translation>
    </message>
    <message>
        <source>where the --into inventory cannot be changed in place (anchors, tags,
aliases), write it in the canonical layout, which drops them (said so)</source>
        <translation>wo das --into-Inventar nicht an Ort und Stelle geändert werden kann (Anker,
Tags, Aliase), es im kanonischen Layout schreiben, das diese verwirft (mit Hinweis)</translation>
    </message>
    <message>
        <source>Read n8n workflows (a download, the CLI&apos;s export, a template) and Make blueprints
(Export Blueprint, or the API&apos;s answer), as files or folders of .json files, one flow
each; the kind is told from the content. What the export says is filled in (flow_id,
name, source, destination, ipaas, method, creates_records, retry_layers in total
attempts, inbound_webhook, idempotency_key only when a header or Make&apos;s data-store
pattern names it), and notes say which node each came from; everything else stays
blank. A Make blueprint has no scenario ID, so its flow_id is made up from the name
(said so). Zapier publishes no schema for its account export: it is not read.
A CSV table or an Excel workbook with its own column titles is read too: the header is
the row among the first 20 whose cells name the most fields (the rows above it are
said and left out), the sheet the one whose header names the most; columns are matched
to fields by name and by English and German synonyms (Quelle, Ziel, Wiederholungen …),
and printed; dates come in as ISO 8601 text. A row without a flow ID, and two rows with
one flow ID, are refused. A number written with a decimal comma (5,5) comes in as 5.5,
said so; 2.000 or 1,234 could be a thousands group and is refused with both readings,
as is any thousands separator (1 234, 1.234,5): the cell is named and nothing is written.
A file whose name says another kind than its content is refused.
Prints every change before writing, extra columns&apos; values included.</source>
        <translation>n8n-Workflows (ein Download, der Export der CLI, eine Vorlage) und Make-Blueprints
(Export Blueprint oder die Antwort der API) lesen, als Dateien oder Ordner mit .json-Dateien,
ein Flow je Workflow oder Blueprint; die Art wird am Inhalt erkannt. Ausgefüllt wird, was
der Export sagt (flow_id, name, source, destination, ipaas, method, creates_records,
retry_layers in Gesamtversuchen, inbound_webhook, idempotency_key nur, wenn ein Header oder
das Data-Store-Muster von Make ihn nennt), und Notizen nennen den Knoten, aus dem jeder Wert
stammt; alles andere bleibt leer. Ein Make-Blueprint hat keine Szenario-ID, daher wird
seine flow_id aus dem Namen gebildet (mit Hinweis). Zapier veröffentlicht kein Schema für
seinen Konto-Export: er wird nicht gelesen.
Eine CSV-Tabelle oder Excel-Arbeitsmappe mit eigenen Spaltentiteln wird ebenfalls gelesen:
die Kopfzeile ist die Zeile unter den ersten 20, deren Zellen die meisten Felder nennen
(die Zeilen darüber werden genannt und ausgelassen), das Blatt jenes, dessen Kopfzeile die
meisten nennt; Spalten werden Feldern über den Namen und über englische und deutsche
Synonyme (Quelle, Ziel, Wiederholungen …) zugeordnet und ausgegeben; Datumswerte kommen als
ISO-8601-Text. Eine Zeile ohne Flow-ID und zwei Zeilen mit derselben Flow-ID werden
abgelehnt. Eine Zahl mit Dezimalkomma (5,5) kommt als 5.5, mit Hinweis; 2.000 oder 1,234
könnte eine Tausendergruppe sein und wird mit beiden Lesarten abgelehnt, ebenso jedes
Tausendertrennzeichen (1 234, 1.234,5): die Zelle wird genannt, nichts wird geschrieben.
Eine Datei, deren Name eine andere Art nennt als ihr Inhalt, wird abgelehnt.
Gibt jede Änderung vor dem Schreiben aus, auch die Werte zusätzlicher Spalten.</translation>
    </message>
    <message>
        <source>fail: only failing flows; warn: failing and warning ones</source>
        <translation>fail: nur fehlschlagende Flows; warn: fehlschlagende und warnende</translation>
    </message>
    <message>
        <source>only the systems at most --depth arrows (default 1) from this system (its
ID or its name), and the flows between them</source>
        <translation>nur die Systeme höchstens --depth Pfeile (Standard 1) von diesem System (seine
ID oder sein Name) entfernt, und die Flows zwischen ihnen</translation>
    </message>
    <message>
        <source>how many arrows from the --around system to draw (default 1)</source>
        <translation>wie viele Pfeile vom System aus --around gezeichnet werden (Vorgabe 1)</translation>
    </message>
    <message>
        <source>only the flows into, out of or inside this group of the systems: block</source>
        <translation>nur die Flows in, aus und innerhalb dieser Gruppe des systems:-Blocks</translation>
    </message>
    <message>
        <source>pairs (default): one arrow per pair of systems; flows: one arrow per flow, its
iPaaS on it, each flow &lt;g id=&quot;flow-FLOW_ID&quot;&gt;</source>
        <translation>pairs (Vorgabe): ein Pfeil je Paar von Systemen; flows: ein Pfeil je Flow, seine
iPaaS daran, jeder Flow &lt;g id=&quot;flow-FLOW_ID&quot;&gt;</translation>
    </message>
    <message>
        <source>the flow whose ledger to write, by its ID or its position @N</source>
        <translation>der Flow, dessen Ledger geschrieben wird, über seine ID oder seine Position @N</translation>
    </message>
    <message>
        <source>postgresql; mysql (MySQL 8, MariaDB 10.6 and later); sqlite (3.35 and later)</source>
        <translation>postgresql; mysql (MySQL 8, MariaDB 10.6 und neuer); sqlite (3.35 und neuer)</translation>
    </message>
    <message>
        <source>the retention to use instead of ledger_retention_days</source>
        <translation>die Aufbewahrung, die statt ledger_retention_days gilt</translation>
    </message>
    <message>
        <source>how long a claim holds its episode, instead of the flow&apos;s
sender_timeout_seconds (or its source card&apos;s acknowledgement timeout)</source>
        <translation>wie lange ein Claim seine Episode hält, statt sender_timeout_seconds
des Flows (oder des Bestätigungs-Timeouts der Karte seiner Quelle)</translation>
    </message>
    <message>
        <source>pg_cron (PostgreSQL&apos;s default), event (MySQL&apos;s) or none (SQLite&apos;s): how the
expired rows are purged every hour</source>
        <translation>pg_cron (Vorgabe bei PostgreSQL), event (bei MySQL) oder none (bei SQLite): wie die
abgelaufenen Zeilen stündlich bereinigt werden</translation>
    </message>
    <message>
        <source>the folder to write both files to; without it both are printed, each after
a line -- file: NAME</source>
        <translation>der Ordner für beide Dateien; ohne ihn werden beide ausgegeben, jede nach
einer Zeile -- file: NAME</translation>
    </message>
    <message>
        <source>The action ledger of one flow as SQL: DIR/FLOW_ID.schema.sql (the tables, the index and
the purge&apos;s schedule; run it again and nothing changes) and DIR/FLOW_ID.queries.sql
(record_delivery, claim_episode, claim_answer, take_over_episode, the state
transitions, stalled_episodes and the purges, each under -- name:), with the
retention, the windows it covers, the lease and the episode key in their header.
Refused, naming the rule, where IP01 or IP02 fail, the retention is blank or below
the flow&apos;s max_replay_window_days or backfill_overlap_days (IP03), or no lease can
be told (IP05).</source>
        <translation>Das Aktions-Ledger eines Flows als SQL: DIR/FLOW_ID.schema.sql (die Tabellen, der Index und
der Zeitplan der Bereinigung; ein zweiter Lauf ändert nichts) und DIR/FLOW_ID.queries.sql
(record_delivery, claim_episode, claim_answer, take_over_episode, die Zustandsübergänge,
stalled_episodes und die Bereinigungen, jede unter -- name:), mit der Aufbewahrung, den
Fenstern, die sie abdeckt, der Lease und dem Episodenschlüssel im Kopf.
Verweigert, mit der Regel, wo IP01 oder IP02 fehlschlagen, die Aufbewahrung leer ist oder
unter max_replay_window_days oder backfill_overlap_days des Flows liegt (IP03) oder keine
Lease bestimmt werden kann (IP05).</translation>
    </message>
    <message>
        <source>text (default): one line per finding, file:line: SEVERITY RULE flow: message
json: the findings of rules.md; sarif: SARIF 2.1.0 for GitHub code scanning;
junit: JUnit XML, one test case per flow;
github: GitHub Actions workflow commands (annotations on the lines);
gitlab: a GitLab code quality report (JSON, accepted findings left out)</source>
        <translation>text (Vorgabe): eine Zeile je Befund, Datei:Zeile: SCHWEREGRAD REGEL Flow: Meldung
json: die Befunde nach rules.md; sarif: SARIF 2.1.0 für GitHub Code Scanning;
junit: JUnit-XML, ein Testfall je Flow;
github: Workflow-Befehle für GitHub Actions (Anmerkungen an den Zeilen);
gitlab: ein Code-Quality-Bericht für GitLab (JSON, ohne akzeptierte Befunde)</translation>
    </message>
    <message>
        <source>fail (default): exit 1 on FAIL findings; warn: on WARN findings too</source>
        <translation>fail (Vorgabe): Exit-Status 1 bei FAIL-Befunden; warn: auch bei WARN-Befunden</translation>
    </message>
    <message>
        <source>leave findings accepted by a waiver out of text, JSON and github (not of
the counts)</source>
        <translation>durch eine Ausnahme akzeptierte Befunde in Text, JSON und github weglassen
(nicht in den Anzahlen)</translation>
    </message>
    <message>
        <source>mark each finding new, unchanged or updated against FILE (made by
flowaudit-cli baseline) and list what is absent; only new findings count;
a finding a waiver accepts is marked accepted, whatever its state</source>
        <translation>jeden Befund gegenüber FILE (erstellt mit flowaudit-cli baseline) als neu,
unverändert oder geändert kennzeichnen und auflisten, was nicht mehr vorhanden
ist; nur neue Befunde zählen; ein Befund, den eine Ausnahme akzeptiert, wird als
akzeptiert gekennzeichnet, gleich in welchem Stand</translation>
    </message>
    <message>
        <source>add the vendor advisories (VA01-VA05, WARN or INFO); they never change
the exit status</source>
        <translation>die Anbieterhinweise hinzufügen (VA01-VA05, WARN oder INFO); sie ändern nie
den Exit-Status</translation>
    </message>
    <message>
        <source>leave accepted findings out of SARIF, which GitHub code
scanning would otherwise show as open alerts</source>
        <translation>akzeptierte Befunde in SARIF weglassen, die GitHub Code Scanning
sonst als offene Warnungen zeigen würde</translation>
    </message>
    <message>
        <source>the workbook&apos;s sheet to read, by name, as import reads it</source>
        <translation>das zu lesende Blatt der Arbeitsmappe, nach Namen, wie import es liest</translation>
    </message>
    <message>
        <source>pass over, without a word, each FILE that is not meant as an
inventory: YAML whose top level has no flows (a CI workflow, a compose
file) and CSV without a flow_id column; what the pre-commit hook runs</source>
        <translation>jede FILE ohne ein Wort übergehen, die nicht als Inventar gemeint
ist: YAML ohne flows auf oberster Ebene (ein CI-Workflow, eine Compose-Datei)
und CSV ohne Spalte flow_id; das führt der pre-commit-Hook aus</translation>
    </message>
    <message>
        <source>Check inventories (.yaml, .yml, .csv or .xlsx) and print the findings.</source>
        <translation>Inventare (.yaml, .yml, .csv oder .xlsx) prüfen und die Befunde ausgeben.</translation>
    </message>
    <message>
        <source>accepted for editors that pass it; standard input and output are the only
transport</source>
        <translation>angenommen für Editoren, die es übergeben; Standardein- und -ausgabe sind der
einzige Transport</translation>
    </message>
    <message>
        <source>the day waivers expire against (default: today in UTC)</source>
        <translation>der Stichtag für den Ablauf der Ausnahmen (Vorgabe: heute in UTC)</translation>
    </message>
    <message>
        <source>Speak the Language Server Protocol (3.17) on standard input and output, for
editors such as VS Code, Neovim or an IDE. As the inventory is typed it gives
lint&apos;s findings (rules, advisories, waivers) on lint&apos;s lines; hovers with a
field&apos;s meaning and a finding&apos;s rule, fix and vendor cards; code actions with
the fixes of fix and &quot;accept as a risk&quot; (a waiver, for the justification to be
written), each changing only the lines a save of it would; completion of
fields, values, flow IDs and rules in waivers; and one symbol per flow.</source>
        <translation>Das Language Server Protocol (3.17) auf Standardein- und -ausgabe sprechen, für
Editoren wie VS Code, Neovim oder eine IDE. Während das Inventar getippt wird, liefert
er die Befunde von lint (Regeln, Anbieterhinweise, Ausnahmen) auf den Zeilen von lint;
Hover mit der Bedeutung eines Felds und der Regel, Behebung und den Anbieterkarten
eines Befunds; Code-Aktionen mit den Behebungen von fix und „als Risiko akzeptieren“
(eine Ausnahme, deren Begründung noch zu schreiben ist), die jeweils nur die Zeilen
ändern, die ein Speichern davon ändern würde; Vervollständigung von Feldern, Werten,
Flow-IDs und Regeln in Ausnahmen; und ein Symbol je Flow.</translation>
    </message>
    <message>
        <source>the map to write (atomically); its extension names the format</source>
        <translation>die zu schreibende Landkarte (atomar); ihre Endung nennt das Format</translation>
    </message>
    <message>
        <source>The systems map: each system a box (named, grouped and placed by the inventory&apos;s
optional systems: block), one arrow for each pair of systems with the number of flows
on it, coloured and drawn by the worst verdict of its flows as lint counts it (fail
thick, warn dashed, accepted dotted, ok thin); laid out by Graphviz. In the SVG each
system is &lt;g id=&quot;system-ID&quot; class=&quot;system&quot;&gt;, each pair&apos;s arrow &lt;g class=&quot;flow pair fail|warn|ok|accepted&quot;
data-flows=&quot;flow-ID ...&quot;&gt;, its flows listed in its &lt;title&gt;.
A malformed systems: entry is warned about with its line, never refused.</source>
        <translation>Die Systemlandkarte: jedes System ein Kasten (benannt, gruppiert und platziert durch den
optionalen systems:-Block des Inventars), ein Pfeil je Systempaar mit der Zahl seiner
Flows, gefärbt und gezeichnet nach dem schlechtesten Ergebnis seiner Flows, wie lint es
zählt (fail dick, warn gestrichelt, accepted gepunktet, ok dünn); angeordnet von Graphviz.
Im SVG ist jedes System &lt;g id=&quot;system-ID&quot; class=&quot;system&quot;&gt;, der Pfeil jedes Paars &lt;g class=&quot;flow pair fail|warn|ok|accepted&quot;
data-flows=&quot;flow-ID ...&quot;&gt;, seine Flows in seinem &lt;title&gt; aufgezählt.
Ein fehlerhafter systems:-Eintrag wird mit seiner Zeile gemeldet, nie abgelehnt.</translation>
    </message>
    <message>
        <source>write the result to FILE instead of over OURS</source>
        <translation>das Ergebnis nach FILE schreiben statt über OURS</translation>
    </message>
    <message>
        <source>the conflict markers&apos; length, git&apos;s %L, from 7 (default) to 100</source>
        <translation>die Länge der Konfliktmarker, gits %L, von 7 (Vorgabe) bis 100</translation>
    </message>
    <message>
        <source>git&apos;s merge driver, line merge first: git&apos;s own three-way line merge; where it is clean
and reads as an inventory, its bytes are the result, every comment and blank line of
both sides kept. Where lines conflict, the conflict is resolved by flow and field where
the inventories&apos; merge allows it (neighbouring fields, flows added at one place, a value
changed on one side and its comment on the other); what is left is written with git&apos;s
markers around each side&apos;s own lines, labelled with the flow and field. Writes over
OURS unless --output is given. A side that is not an inventory (or an empty BASE) is
merged line by line by git merge-file, and said so.</source>
        <translation>Der Merge-Treiber für git, zuerst zeilenweise: gits eigener Drei-Wege-Merge der Zeilen;
ist er sauber und liest er sich als Inventar, sind seine Bytes das Ergebnis, mit jedem
Kommentar und jeder Leerzeile beider Seiten. Wo Zeilen kollidieren, wird der Konflikt
nach Flow und Feld aufgelöst, wo der Merge der Inventare es erlaubt (benachbarte Felder,
an einer Stelle hinzugefügte Flows, ein Wert auf der einen und sein Kommentar auf der
anderen Seite geändert); was bleibt, steht mit gits Markierungen um die eigenen Zeilen
jeder Seite, beschriftet mit Flow und Feld. Schreibt über OURS, außer mit --output.
Eine Seite, die kein Inventar ist (oder eine leere BASE), wird von git merge-file
zeilenweise zusammengeführt, und das wird gesagt.</translation>
    </message>
    <message>
        <source>the report to write (atomically), PDF or HTML</source>
        <translation>der zu schreibende Bericht (atomar), PDF oder HTML</translation>
    </message>
    <message>
        <source>pdf or html; by default the extension of PATH decides</source>
        <translation>pdf oder html; ohne Angabe entscheidet die Endung von PATH</translation>
    </message>
    <message>
        <source>a4 (default) or letter</source>
        <translation>a4 (Vorgabe) oder letter</translation>
    </message>
    <message>
        <source>en or de (default: the environment&apos;s language, else en)</source>
        <translation>en oder de (Vorgabe: die Sprache der Umgebung, sonst en)</translation>
    </message>
    <message>
        <source>PDF/A-1b, for archiving</source>
        <translation>PDF/A-1b, zur Archivierung</translation>
    </message>
    <message>
        <source>vendor cards checked longer ago than DAYS are marked STALE: confirm
before quoting (default, or 0: each card&apos;s own review_every)</source>
        <translation>Anbieterkarten, die vor mehr als DAYS Tagen geprüft wurden, werden als
VERALTET markiert: vor dem Nennen bestätigen (Vorgabe, oder 0: das
review_every jeder Karte)</translation>
    </message>
    <message>
        <source>flagged (default): a section for each flow with a finding, advisory, waiver,
failed review or storm, the others one row each; all: every flow&apos;s section,
each on pages of its own</source>
        <translation>flagged (Vorgabe): ein Abschnitt für jeden Flow mit Befund, Hinweis, Ausnahme,
nicht bestandener Prüfung oder Sturm, die übrigen je eine Zeile; all: jeder Flow
mit seinem Abschnitt, jeder auf eigenen Seiten</translation>
    </message>
    <message>
        <source>append each flow&apos;s action ledger as SQL in this dialect (as flowaudit-cli
ledger writes it), and the flows that cannot have one yet</source>
        <translation>das Aktions-Ledger jedes Flows als SQL in diesem Dialekt anhängen (wie
flowaudit-cli ledger es schreibt), und die Flows, die noch keines haben können</translation>
    </message>
    <message>
        <source>Write the audit report of an inventory: cover with the file&apos;s SHA-256, summary, findings
by rule, each distinct retry storm once, evidence matrix (every flow against every rule),
each flagged flow&apos;s fields, findings, arithmetic and manual reviews, the clean flows in
one table, the vendor cards it relies on, and what every rule means. Works without a
display.</source>
        <translation>Den Prüfbericht eines Inventars schreiben: Deckblatt mit der SHA-256-Prüfsumme der Datei,
Zusammenfassung, Befunde nach Regel, jeden eigenen Retry-Sturm einmal, Beweismatrix (jeder
Flow gegen jede Regel), Felder, Befunde, Rechnung und manuelle Prüfungen jedes gemeldeten
Flows, die unauffälligen Flows in einer Tabelle, die Anbieterkarten und was jede Regel bedeutet.
Funktioniert ohne Bildschirm.</translation>
    </message>
    <message>
        <source>Print the JSON Schema (draft-07) of the inventory file: every field with its
meaning, form and values, the waivers, reviews and systems. Editors that read
yaml-language-server&apos;s modeline check and complete an inventory with it:
  # yaml-language-server: $schema=/usr/share/flowaudit/flow-inventory.schema.json
(the package installs it there). The texts are in the language of the locale.</source>
        <translation>Das JSON-Schema (draft-07) der Inventardatei ausgeben: jedes Feld mit Bedeutung, Form
und Werten, die Ausnahmen, Reviews und Systeme. Editoren, die die Modeline des
yaml-language-server lesen, prüfen und ergänzen ein Inventar damit:
  # yaml-language-server: $schema=/usr/share/flowaudit/flow-inventory.schema.json
(das Paket installiert es dort). Die Texte sind in der Sprache der Locale.</translation>
    </message>
    <message>
        <source>Set fields of one flow, as a script would (yq -i, git config): any field of
inventory-format.md or one the inventory already has, and reviews.RULE.status|note|by|on
for the manual reviews. FIELD= clears it. Only the keys given are written: a review is
not dated unless reviews.RULE.on is given. Values are checked as the editor&apos;s cells check
them (a number, yes or no, one of an enum&apos;s values, valid retry_layers); a number is read
as the language writes it (0,5 in German is saved as 0.5; 2.000 could be 2000 there, and a
thousands separator such as 1 234 is refused anywhere); anything refused leaves the file
untouched, and so is a flow_id that is blank or another flow&apos;s (SC01).
FLOW is the flow&apos;s ID, or its position @N in the file (@1 the first), which reaches a
flow whose ID is blank or shared, to give it its own (set FILE @3 flow_id=new_id).
The file is changed only where the flow changed: comments and layout stay.</source>
        <translation>Felder eines Flows setzen, wie ein Skript es täte (yq -i, git config): jedes Feld aus
inventory-format.md oder eines, das das Inventar schon hat, und reviews.RULE.status|note|by|on
für die manuellen Prüfungen. FIELD= leert es. Nur die genannten Schlüssel werden geschrieben:
eine Prüfung wird nur datiert, wenn reviews.RULE.on angegeben ist. Werte werden geprüft wie
die Zellen des Editors sie prüfen (eine Zahl, yes oder no, ein Wert der Aufzählung, gültige
retry_layers); eine Zahl wird gelesen, wie die Sprache sie schreibt (0,5 wird im Deutschen
als 0.5 gespeichert; 2.000 könnte dort 2000 sein, und ein Tausendertrennzeichen wie 1 234
wird überall abgelehnt); was abgelehnt wird, lässt die Datei unberührt, ebenso eine
flow_id, die leer oder die eines anderen Flows ist (SC01).
FLOW ist die ID des Flows oder seine Position @N in der Datei (@1 der erste); so erreicht man
einen Flow mit leerer oder geteilter ID, um ihm eine eigene zu geben (set FILE @3 flow_id=neue_id).
Die Datei ändert sich nur, wo sich der Flow ändert: Kommentare und Layout bleiben.</translation>
    </message>
    <message>
        <source>the flow to simulate, by its ID or its position @N</source>
        <translation>der zu simulierende Flow, über seine ID oder seine Position @N</translation>
    </message>
    <message>
        <source>every flow whose destination names SYSTEM, each with its own rate,
layers and settings, during one outage of SYSTEM, added up: the peak in
attempts/s and x normal, the time to drain, each flow&apos;s share, the largest</source>
        <translation>jeder Flow, dessen Ziel SYSTEM nennt, jeder mit eigener Rate, eigenen
Schichten und Einstellungen, während eines Ausfalls von SYSTEM, aufsummiert: die
Spitze in Versuchen/s und als Vielfaches von normal, die Zeit bis zum Abbau, der
Anteil jedes Flows, der größte</translation>
    </message>
    <message>
        <source>events per second (default 100); one flow&apos;s</source>
        <translation>Events pro Sekunde (Vorgabe 100); die eines Flows</translation>
    </message>
    <message>
        <source>how long the destination is down, such as 10m or 90s (default 10 min)</source>
        <translation>wie lange das Ziel ausfällt, etwa 10m oder 90s (Vorgabe 10 min)</translation>
    </message>
    <message>
        <source>when it goes down (default 2 min)</source>
        <translation>wann es ausfällt (Vorgabe 2 min)</translation>
    </message>
    <message>
        <source>destination attempts per second; one flow&apos;s</source>
        <translation>Versuche pro Sekunde, die das Ziel verkraftet; die eines Flows</translation>
    </message>
    <message>
        <source>text (default): the headline numbers; json: the same as one object;
csv: the series, one row per time bin, for other tools</source>
        <translation>text (Vorgabe): die Kennzahlen; json: dasselbe als ein Objekt;
csv: die Zeitreihe, eine Zeile je Zeitintervall, für andere Werkzeuge</translation>
    </message>
    <message>
        <source>The retry storm of one flow: the load its nested retry_layers (innermost first) send at the
destination during an outage and after it, from the flow&apos;s retry_storm settings; the
options stand in for those settings.</source>
        <translation>Der Retry-Sturm eines Flows: die Last, die seine verschachtelten retry_layers (von innen nach
außen) während eines Ausfalls und danach an das Ziel schicken, nach den Einstellungen im Feld
retry_storm des Flows; die Optionen treten an die Stelle dieser Einstellungen.</translation>
    </message>
    <message>
        <source>the flow&apos;s ID, or its position @N (@1 for the first flow); the waiver
names the flow by ID, so its ID must be its own (SC01)</source>
        <translation>die ID des Flows oder seine Position @N (@1 für den ersten Flow); die Ausnahme
benennt den Flow über die ID, seine ID muss also seine eigene sein (SC01)</translation>
    </message>
    <message>
        <source>the rule whose finding is accepted</source>
        <translation>die Regel, deren Befund akzeptiert wird</translation>
    </message>
    <message>
        <source>accept the finding on this field only</source>
        <translation>den Befund nur bei diesem Feld akzeptieren</translation>
    </message>
    <message>
        <source>why the risk is accepted</source>
        <translation>warum das Risiko akzeptiert wird</translation>
    </message>
    <message>
        <source>who owns the risk</source>
        <translation>wer das Risiko verantwortet</translation>
    </message>
    <message>
        <source>who approved it</source>
        <translation>wer es genehmigt hat</translation>
    </message>
    <message>
        <source>the last day the waiver holds</source>
        <translation>der letzte Tag, an dem die Ausnahme gilt</translation>
    </message>
    <message>
        <source>the day it is accepted (default: today in UTC)</source>
        <translation>der Tag der Annahme (Standard: heute in UTC)</translation>
    </message>
    <message>
        <source>What the editor&apos;s Accept Risk does: adds a waiver of the flow&apos;s finding of RULE (on FIELD
only, when given), created today. Refused when it would be invalid (WV04: a missing
justification, owner or date, a rule that cannot be waived, more than 366 days),
expired from the start (WV01: a past date), when the flow has no such finding (WV03),
or when a waiver already accepts it.</source>
        <translation>Was „Risiko akzeptieren“ im Editor tut: fügt eine Ausnahme für den Befund von RULE am Flow
hinzu (nur an FIELD, wenn angegeben), heute erstellt. Abgelehnt, wenn sie ungültig wäre
(WV04: fehlende Begründung, fehlender Verantwortlicher oder fehlendes Datum, eine Regel ohne
Ausnahmen, mehr als 366 Tage), von Anfang an abgelaufen (WV01: ein vergangenes Datum), wenn
der Flow keinen solchen Befund hat (WV03) oder eine Ausnahme ihn schon akzeptiert.</translation>
    </message>
    <message>
        <source>unknown language &quot;%1&quot;: use en or de</source>
        <translation>unbekannte Sprache „%1“: verwenden Sie en oder de</translation>
    </message>
    <message>
        <source>%1 takes no FILE</source>
        <translation>%1 nimmt kein FILE</translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <translation>%1 nimmt %2</translation>
    </message>
    <message>
        <source>--%1 takes %2, not &quot;%3&quot;</source>
        <translation>--%1 nimmt %2, nicht „%3“</translation>
    </message>
    <message>
        <source>--%1 takes a date written YYYY-MM-DD, not &quot;%2&quot;</source>
        <translation>--%1 erwartet ein Datum in der Form YYYY-MM-DD, nicht „%2“</translation>
    </message>
    <message>
        <source>%1 exclude each other: give one of them</source>
        <translation>%1 schließen einander aus: geben Sie eines davon an</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>%1 needs %2</source>
        <translation>%1 braucht %2</translation>
    </message>
    <message>
        <source>facts not yet quoted do not fail the check (said in the
output), while a team builds its quotes</source>
        <translation>noch nicht zitierte Fakten lassen die Prüfung nicht scheitern (in der
Ausgabe gesagt), solange ein Team seine Zitate aufbaut</translation>
    </message>
    <message>
        <source>on the page: %1</source>
        <translation>auf der Seite: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n fact(s) the flows rely on not yet quoted: allowed by --allow-unquoted</source>
        <translation>
            <numerusform>%n Fakt, auf den sich die Flows stützen, noch nicht zitiert: durch --allow-unquoted erlaubt</numerusform>
            <numerusform>%n Fakten, auf die sich die Flows stützen, noch nicht zitiert: durch --allow-unquoted erlaubt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fact(s) the flows rely on not yet quoted: not confirmed (--allow-unquoted lets them pass while you quote them)</source>
        <translation>
            <numerusform>%n Fakt, auf den sich die Flows stützen, noch nicht zitiert: nicht bestätigt (--allow-unquoted lässt ihn passieren, solange Sie zitieren)</numerusform>
            <numerusform>%n Fakten, auf die sich die Flows stützen, noch nicht zitiert: nicht bestätigt (--allow-unquoted lässt sie passieren, solange Sie zitieren)</numerusform>
        </translation>
    </message>
    <message>
        <source>seconds a page may take in all, however its bytes come,
before it is unreachable (60)</source>
        <translation>Sekunden, die eine Seite insgesamt brauchen darf, wie auch immer ihre
Bytes kommen, bevor sie nicht erreichbar ist (60)</translation>
    </message>
    <message>
        <source>PEM certificates to trust besides the system&apos;s (a company
proxy&apos;s own CA); without it, those FLOWAUDIT_CA_CERTIFICATES names,
as in the editor&apos;s Verify Now; SSL_CERT_FILE&apos;s and
SSL_CERT_DIR&apos;s are trusted too</source>
        <translation>PEM-Zertifikate, denen neben denen des Systems vertraut wird (die eigene
CA eines Firmen-Proxys); ohne sie die, die FLOWAUDIT_CA_CERTIFICATES nennt,
wie bei „Jetzt verifizieren“ im Editor; denen aus SSL_CERT_FILE und
SSL_CERT_DIR wird ebenfalls vertraut</translation>
    </message>
    <message>
        <source>--deadline takes a number of seconds from 1 to 3600, such as 60</source>
        <translation>--deadline nimmt eine Zahl von Sekunden von 1 bis 3600, etwa 60</translation>
    </message>
    <message>
        <source>every card, the bundled ones too (by default: the team&apos;s
cards and those the inventory&apos;s flows rely on; every card
when there are neither)</source>
        <translation>jede Karte, auch die mitgelieferten (sonst: die Karten des Teams
und die, auf die sich die Flows des Inventars stützen; jede Karte,
wenn es keins von beiden gibt)</translation>
    </message>
    <message>
        <source>cards copy: the folder to copy the card into (instead of
FILE&apos;s vendor_cards folder)</source>
        <translation>cards copy: der Ordner, in den die Karte kopiert wird (statt
des vendor_cards-Ordners von FILE)</translation>
    </message>
    <message>
        <source>cards copy takes a card ID and either the inventory, whose vendor_cards folder gets the card, or --to DIR</source>
        <translation>cards copy nimmt eine Karten-ID und entweder das Inventar, dessen vendor_cards-Ordner die Karte bekommt, oder --to DIR</translation>
    </message>
    <message>
        <source>no bundled card is %1; the bundled cards are %2</source>
        <translation>keine mitgelieferte Karte heißt %1; die mitgelieferten Karten sind %2</translation>
    </message>
    <message>
        <source>%1: the folder could not be made</source>
        <translation>%1: der Ordner ließ sich nicht anlegen</translation>
    </message>
    <message>
        <source>copied the bundled card %1 to %2</source>
        <translation>mitgelieferte Karte %1 nach %2 kopiert</translation>
    </message>
    <message>
        <source>%1 now names its team&apos;s folder: vendor_cards: %2</source>
        <translation>%1 nennt jetzt den Ordner seines Teams: vendor_cards: %2</translation>
    </message>
    <message>
        <source>keeps the outcomes in verification.json beside the team&apos;s
cards, where report and the editor read them</source>
        <translation>hält die Ergebnisse in verification.json neben den Karten des
Teams fest, wo report und der Editor sie lesen</translation>
    </message>
    <message>
        <source>--record keeps the outcomes beside the team&apos;s cards: name their folder (vendor_cards in FILE, or --cards DIR)</source>
        <translation>--record hält die Ergebnisse neben den Karten des Teams fest: nennen Sie deren Ordner (vendor_cards in FILE oder --cards DIR)</translation>
    </message>
    <message>
        <source>warning: %1; the report says no verification</source>
        <translation>Warnung: %1; der Bericht nennt keine Prüfung</translation>
    </message>
    <message>
        <source>cards propose: writes each fact&apos;s first proposal into the
team&apos;s card as its quote; only that fact&apos;s lines change</source>
        <translation>cards propose: schreibt den ersten Vorschlag jedes Fakts als
dessen Zitat in die Karte des Teams; nur die Zeilen dieses Fakts ändern sich</translation>
    </message>
    <message>
        <source>cards takes a subcommand: verify [FILE], propose [FILE], or copy CARD_ID [FILE]</source>
        <translation>cards nimmt einen Unterbefehl: verify [FILE], propose [FILE] oder copy CARD_ID [FILE]</translation>
    </message>
    <message>
        <source>Looks for each quoted fact of the vendor cards on its page, fetched over HTTPS
(at most 4 at once a host, redirects followed and said, the proxy of
https_proxy and no_proxy honoured): confirmed, changed (with the page&apos;s
passage and a word diff), ambiguous (on the page more than once), page moved,
unreachable, needs JavaScript (a page its scripts fill) or not yet quoted.
FILE is an inventory: the team&apos;s cards are in the folder its vendor_cards names.
The cards verified are the team&apos;s and those FILE&apos;s flows rely on (every card
with --all, or with neither FILE nor a team folder).
cards propose reads the page of each fact not yet quoted and offers the
sentences that state its number (in digits or words) and share its words, best
first, each found once on the page (with a prefix or suffix where it repeats);
a page that states the number two ways is said, not offered. --accept writes
the first into the team&apos;s card, undated: cards verify --stamp --by NAME dates it.
cards copy puts a bundled card&apos;s file into the team&apos;s folder, where it can be
quoted and stamped: FILE&apos;s vendor_cards folder (vendor-cards/, written into
FILE, when it names none), or --to DIR; a card already there is never replaced.</source>
        <translation>Sucht jeden zitierten Fakt der Anbieterkarten auf seiner Seite, über HTTPS geladen
(höchstens 4 gleichzeitig je Host, Weiterleitungen gefolgt und genannt, der Proxy
von https_proxy und no_proxy beachtet): bestätigt, geändert (mit der Passage der
Seite und einem Wort-Diff), mehrdeutig (mehrfach auf der Seite), Seite verschoben,
nicht erreichbar, braucht JavaScript (eine Seite, die ihre Skripte füllen) oder
noch nicht zitiert.
FILE ist ein Inventar: die Karten des Teams liegen im Ordner, den sein vendor_cards nennt.
Geprüft werden die Karten des Teams und die, auf die sich die Flows von FILE stützen
(jede Karte mit --all, oder ohne FILE und ohne Ordner des Teams).
cards propose liest die Seite jedes noch nicht zitierten Fakts und schlägt die Sätze
vor, die seine Zahl nennen (in Ziffern oder Worten) und seine Wörter teilen, die
besten zuerst, jeder einmal auf der Seite gefunden (mit Präfix oder Suffix, wo er
sich wiederholt); eine Seite, die die Zahl auf zwei Arten nennt, wird genannt, nicht
vorgeschlagen. --accept schreibt den ersten in die Karte des Teams, undatiert:
cards verify --stamp --by NAME datiert ihn.
cards copy legt die Datei einer mitgelieferten Karte in den Ordner des Teams, wo sie
zitiert und gestempelt werden kann: den vendor_cards-Ordner von FILE (vendor-cards/,
in FILE eingetragen, wenn es keinen nennt) oder --to DIR; eine schon vorhandene
Karte wird nie ersetzt.</translation>
    </message>
    <message>
        <source>Exit status: 0 every fact the inventory&apos;s flows rely on (every verified
card&apos;s without FILE) confirmed and no quote failed; 1 a fact changed, ambiguous,
its page moved or unreachable, not checked, or a relied-on fact not yet
quoted (unless --allow-unquoted); 2 it could not run (bad usage, a card
that cannot be read, a card that cannot be written). cards propose: 0 every
fact not yet quoted has a proposal (written, with --accept); 1 one has none, or
its card is bundled (copy it first); 2 it could not run.</source>
        <translation>Exit-Status: 0 jeder Fakt, auf den sich die Flows des Inventars stützen (ohne FILE
der jeder geprüften Karte), bestätigt und kein Zitat gescheitert; 1 ein Fakt
geändert, mehrdeutig, seine Seite verschoben oder nicht erreichbar, nicht geprüft,
oder ein genutzter Fakt noch nicht zitiert (außer mit --allow-unquoted); 2 konnte
nicht laufen (falscher Aufruf, eine Karte nicht lesbar oder nicht schreibbar).
cards propose: 0 jeder noch nicht zitierte Fakt hat einen Vorschlag (mit --accept
geschrieben); 1 einer hat keinen, oder seine Karte ist mitgeliefert (erst kopieren);
2 konnte nicht laufen.</translation>
    </message>
    <message>
        <source>the page could not be read: %1</source>
        <translation>die Seite ließ sich nicht lesen: %1</translation>
    </message>
    <message>
        <source>prefix: &quot;%1&quot;</source>
        <translation>Präfix: „%1“</translation>
    </message>
    <message>
        <source>suffix: &quot;%1&quot;</source>
        <translation>Suffix: „%1“</translation>
    </message>
    <message>
        <source>the page states it another way too: &quot;%1&quot;</source>
        <translation>die Seite nennt es auch anders: „%1“</translation>
    </message>
    <message>
        <source>no sentence on the page states it once</source>
        <translation>kein Satz der Seite nennt es genau einmal</translation>
    </message>
    <message numerus="yes">
        <source>%n fact(s) not yet quoted: </source>
        <translation>
            <numerusform>%n Fakt noch nicht zitiert: </numerusform>
            <numerusform>%n Fakten noch nicht zitiert: </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with proposals, </source>
        <translation>
            <numerusform>%n mit Vorschlägen, </numerusform>
            <numerusform>%n mit Vorschlägen, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n without</source>
        <translation>
            <numerusform>%n ohne</numerusform>
            <numerusform>%n ohne</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fact(s) quoted in the team&apos;s cards, undated: confirm them with cards verify --stamp --by NAME</source>
        <translation>
            <numerusform>%n Fakt in den Karten des Teams zitiert, undatiert: bestätigen Sie ihn mit cards verify --stamp --by NAME</numerusform>
            <numerusform>%n Fakten in den Karten des Teams zitiert, undatiert: bestätigen Sie sie mit cards verify --stamp --by NAME</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fact(s) of bundled cards not written: copy each card into the team&apos;s folder first (cards copy CARD_ID FILE)</source>
        <translation>
            <numerusform>%n Fakt mitgelieferter Karten nicht geschrieben: kopieren Sie jede Karte erst in den Ordner des Teams (cards copy CARD_ID FILE)</numerusform>
            <numerusform>%n Fakten mitgelieferter Karten nicht geschrieben: kopieren Sie jede Karte erst in den Ordner des Teams (cards copy CARD_ID FILE)</numerusform>
        </translation>
    </message>
    <message>
        <source>Fetching the vendors&apos; pages</source>
        <translation>Seiten der Anbieter abrufen</translation>
    </message>
    <message>
        <source>Reading the saved pages</source>
        <translation>Gespeicherte Seiten lesen</translation>
    </message>
    <message>
        <source>waiting on %1</source>
        <translation>wartet auf %1</translation>
    </message>
    <message>
        <source>verify the quoted facts of the cards the flows rely on first, as cards
verify FILE does, and show those outcomes (with today&apos;s day) instead of
the last recorded ones where they are newer</source>
        <translation>erst die zitierten Fakten der Karten verifizieren, auf die sich die Flows stützen,
wie cards verify FILE, und diese Ergebnisse (mit dem heutigen Tag) statt der
zuletzt festgehaltenen zeigen, wo sie neuer sind</translation>
    </message>
    <message>
        <source>with --verify: read the pages from this folder, as cards verify
--saved-pages does</source>
        <translation>mit --verify: die Seiten aus diesem Ordner lesen, wie cards verify
--saved-pages</translation>
    </message>
    <message>
        <source>--saved-pages goes with --verify: the pages a verification reads</source>
        <translation>--saved-pages gehört zu --verify: die Seiten, die eine Verifikation liest</translation>
    </message>
    <message>
        <source>windows: the vendor windows chart; storm: the flow&apos;s retry storm
(or the destination&apos;s); map: the systems map</source>
        <translation>windows: das Diagramm der Anbieterfenster; storm: der Retry-Sturm des Flows
(oder des Ziels); map: die Systemlandkarte</translation>
    </message>
    <message>
        <source>with --kind storm: every flow whose destination names SYSTEM during
one outage of it (10 min from 2 min, as the report&apos;s), a band a flow,
added up against its normal load</source>
        <translation>mit --kind storm: jeder Flow, dessen Ziel SYSTEM nennt, während eines
Ausfalls davon (10 min ab 2 min, wie im Bericht), ein Band je Flow,
aufsummiert gegen seine normale Last</translation>
    </message>
    <message>
        <source>the page of the windows chart or the map to write, from 1
(default 1)</source>
        <translation>die zu schreibende Seite des Fensterdiagramms oder der Landkarte, ab 1
(Vorgabe 1)</translation>
    </message>
    <message>
        <source>chart --kind storm needs --flow ID or --destination SYSTEM</source>
        <translation>chart --kind storm braucht --flow ID oder --destination SYSTEM</translation>
    </message>
    <message>
        <source>--destination draws a destination&apos;s storm: give it with --kind storm</source>
        <translation>--destination zeichnet den Sturm eines Ziels: geben Sie es mit --kind storm an</translation>
    </message>
    <message>
        <source>A workshop slide, exactly what the editor&apos;s Presentation Mode (F5) shows full screen
at that size: the vendor windows chart (the flow&apos;s cards with its ledger and replay
lines, or every card without --flow; --page picks a page), the flow&apos;s retry storm
or every flow&apos;s into one destination (--destination), one band a flow,
or the systems map (focused as map&apos;s options say; where the whole estate cannot be
read at that size, every failing flow, on up to four pages, with the busiest others
that fit, and the slide says what it leaves out). A PNG is exactly
W×H pixels; a PDF one page of W×H points; SVG is the map&apos;s own (--kind map).</source>
        <translation>Eine Workshop-Folie, genau das, was der Präsentationsmodus (F5) des Editors bei dieser
Größe im Vollbild zeigt: das Anbieterfenster-Diagramm (die Karten des Flows mit seinen
Linien für Ledger und Replay, oder jede Karte ohne --flow; --page wählt eine Seite), den
Retry-Sturm des Flows oder den aller Flows in ein Ziel (--destination), ein Band je Flow,
oder die Systemlandkarte (ausgewählt wie mit den Optionen von map; wo der ganze Bestand
in dieser Größe nicht lesbar ist, jeder fehlschlagende Flow, auf bis zu vier Seiten, mit
den belebtesten anderen, die passen, und die Folie sagt, was sie auslässt). Ein PNG hat
genau W×H Pixel, ein PDF eine Seite von W×H Punkten; SVG ist das eigene der Landkarte
(--kind map).</translation>
    </message>
</context>
<context>
    <name>FlowAudit::Cli::ProgressLine</name>
    <message>
        <source>%1 %2 %</source>
        <translation>%1 %2 %</translation>
    </message>
</context>
<context>
    <name>FlowAudit::ColumnMappingDialog</name>
    <message>
        <source>Column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <source>Goes to</source>
        <translation>Gehört zu</translation>
    </message>
    <message>
        <source>First values</source>
        <translation>Erste Werte</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <source>keep as it is (%1)</source>
        <translation>unverändert behalten (%1)</translation>
    </message>
    <message>
        <source>leave out</source>
        <translation>auslassen</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>cannot read</source>
        <translation>nicht lesbar</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>The file&apos;s column titles are not FlowAudit&apos;s field names. Choose the row that holds the titles and where each column goes; the guesses come from the titles. The preview shows the first flows as they will be written, with the verdicts they would get.</source>
        <translation>Die Spaltentitel der Datei sind nicht die Feldnamen von FlowAudit. Wählen Sie die Zeile mit den Titeln und wohin jede Spalte geht; die Vorschläge stammen aus den Titeln. Die Vorschau zeigt die ersten Flows so, wie sie geschrieben werden, mit den Ergebnissen, die sie bekämen.</translation>
    </message>
    <message>
        <source>&amp;Header row:</source>
        <translation>&amp;Kopfzeile:</translation>
    </message>
    <message>
        <source>Map the columns of %1</source>
        <translation>Spalten von %1 zuordnen</translation>
    </message>
    <message>
        <source>(blank)</source>
        <translation>(leer)</translation>
    </message>
</context>
<context>
    <name>FlowAudit::CompareActions</name>
    <message>
        <source>Compare &amp;With…</source>
        <translation>&amp;Vergleichen mit…</translation>
    </message>
    <message>
        <source>Compare the open inventory with another file or a committed version: the verdicts it changes, then its flows, keys and waivers</source>
        <translation>Das offene Inventar mit einer anderen Datei oder einer eingecheckten Version vergleichen: die Ergebnisse, die es ändert, dann seine Flows, Schlüssel und Ausnahmen</translation>
    </message>
    <message>
        <source>Cannot compare with %1</source>
        <translation>Vergleich mit %1 nicht möglich</translation>
    </message>
    <message>
        <source>%1 holds merge conflict markers. Open it to resolve them first.</source>
        <translation>%1 enthält Merge-Konfliktmarkierungen. Öffnen Sie die Datei und lösen Sie die Konflikte zuerst auf.</translation>
    </message>
    <message>
        <source>The comparison was of the inventory that was open before. Choose File → Compare With… to compare this one.</source>
        <translation>Der Vergleich galt dem Inventar, das vorher offen war. Wählen Sie Datei → Vergleichen mit…, um dieses zu vergleichen.</translation>
    </message>
    <message>
        <source>The comparison was of the inventory that was open before, not of %1. Choose File → Compare With… to compare it.</source>
        <translation>Der Vergleich galt dem Inventar, das vorher offen war, nicht %1. Wählen Sie Datei → Vergleichen mit…, um es zu vergleichen.</translation>
    </message>
</context>
<context>
    <name>FlowAudit::CompareWithDialog</name>
    <message>
        <source>Another inventory &amp;file:</source>
        <translation>Eine andere Inventar&amp;datei:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>A &amp;committed version of %1 in git:</source>
        <translation>Eine &amp;eingecheckte Version von %1 in git:</translation>
    </message>
    <message>
        <source>Compare %1 With</source>
        <translation>%1 vergleichen mit</translation>
    </message>
    <message>
        <source>The version you choose is the one before; the open inventory, with its unsaved changes, is the one after. The comparison lists what the change does to the verdicts first, then the flows, keys and waivers it changes.</source>
        <translation>Die gewählte Version ist der Stand vorher; das offene Inventar mit seinen ungespeicherten Änderungen ist der Stand nachher. Der Vergleich zeigt zuerst, was die Änderung an den Ergebnissen bewirkt, dann die Flows, Schlüssel und Ausnahmen, die sie ändert.</translation>
    </message>
    <message>
        <source>Inventory file</source>
        <translation>Inventardatei</translation>
    </message>
    <message>
        <source>Path of a YAML or CSV inventory</source>
        <translation>Pfad eines YAML- oder CSV-Inventars</translation>
    </message>
    <message>
        <source>Revision</source>
        <translation>Revision</translation>
    </message>
    <message>
        <source>HEAD (the last commit)</source>
        <translation>HEAD (der letzte Commit)</translation>
    </message>
    <message>
        <source>Pick a commit from the file&apos;s history or type a revision (a hash, a branch, main~2).</source>
        <translation>Wählen Sie einen Commit aus dem Verlauf der Datei oder geben Sie eine Revision ein (einen Hash, einen Branch, main~2).</translation>
    </message>
    <message>
        <source>Not available: the inventory&apos;s file is not in a git work tree.</source>
        <translation>Nicht verfügbar: Die Datei des Inventars liegt nicht in einem git-Arbeitsverzeichnis.</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Vergleichen</translation>
    </message>
    <message>
        <source>Compare with inventory</source>
        <translation>Mit Inventar vergleichen</translation>
    </message>
</context>
<context>
    <name>FlowAudit::ComparisonDock</name>
    <message>
        <source>Changes</source>
        <translation>Änderungen</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Changes&lt;/b&gt;: what the open inventory changes against the version chosen with File → Compare With…: the findings the change adds and removes first, then the flows added, removed, renamed and changed, field by field, the top-level keys and the waivers. Selecting an entry selects its flow in the table.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Änderungen&lt;/b&gt;: was das offene Inventar gegenüber der mit Datei → Vergleichen mit… gewählten Version ändert: zuerst die Befunde, die die Änderung hinzufügt und entfernt, dann die hinzugefügten, entfernten, umbenannten und geänderten Flows Feld für Feld, die Schlüssel der obersten Ebene und die Ausnahmen. Wenn Sie einen Eintrag auswählen, wird sein Flow in der Tabelle ausgewählt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Choose File → Compare With… to see what the open inventory changes against another file or a committed version.</source>
        <translation>Wählen Sie Datei → Vergleichen mit…, um zu sehen, was das offene Inventar gegenüber einer anderen Datei oder einer eingecheckten Version ändert.</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Nachher</translation>
    </message>
    <message>
        <source>the open inventory</source>
        <translation>das offene Inventar</translation>
    </message>
    <message>
        <source>Changes from %1 (before) to the open inventory (after).</source>
        <translation>Änderungen von %1 (vorher) zum offenen Inventar (nachher).</translation>
    </message>
    <message numerus="yes">
        <source>Changes (%n)</source>
        <translation>
            <numerusform>Änderungen (%n)</numerusform>
            <numerusform>Änderungen (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FlowAudit::ConflictResolution</name>
    <message>
        <source>Take Ours for %1</source>
        <translation>Unsere übernehmen für %1</translation>
    </message>
    <message>
        <source>Take Theirs for %1</source>
        <translation>Ihre übernehmen für %1</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>%1 bearbeiten</translation>
    </message>
</context>
<context>
    <name>FlowAudit::ConflictResolutionDialog</name>
    <message>
        <source>(not in this version: deleted, or never added)</source>
        <translation>(nicht in dieser Version: gelöscht oder nie hinzugefügt)</translation>
    </message>
    <message>
        <source>(blank in this version)</source>
        <translation>(leer in dieser Version)</translation>
    </message>
    <message>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>Ours: %1</source>
        <translation>Unsere: %1</translation>
    </message>
    <message>
        <source>Theirs: %1</source>
        <translation>Ihre: %1</translation>
    </message>
    <message>
        <source>Edited: %1</source>
        <translation>Bearbeitet: %1</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Basis</translation>
    </message>
    <message>
        <source>Ours</source>
        <translation>Unsere</translation>
    </message>
    <message>
        <source>Theirs</source>
        <translation>Ihre</translation>
    </message>
    <message>
        <source>Base (before both branches)</source>
        <translation>Basis (vor beiden Branches)</translation>
    </message>
    <message>
        <source>Take &amp;Ours</source>
        <translation>&amp;Unsere übernehmen</translation>
    </message>
    <message>
        <source>Take &amp;Theirs</source>
        <translation>&amp;Ihre übernehmen</translation>
    </message>
    <message>
        <source>&amp;Use Edited Value</source>
        <translation>Bearbeiteten &amp;Wert verwenden</translation>
    </message>
    <message>
        <source>Resolve Merge Conflicts — %1</source>
        <translation>Merge-Konflikte lösen — %1</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt; holds the conflicts a merge left (%n marked in the file). Decide each one: ours, theirs, or a value of your own. The inventory opens once none is left; the file is written only when you save it.</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; enthält die Konflikte, die ein Merge hinterlassen hat (%n in der Datei markiert). Entscheiden Sie jeden: unsere, ihre oder ein eigener Wert. Das Inventar öffnet sich, sobald keiner mehr offen ist; die Datei wird erst beim Speichern geschrieben.</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; enthält die Konflikte, die ein Merge hinterlassen hat (%n in der Datei markiert). Entscheiden Sie jeden: unsere, ihre oder ein eigener Wert. Das Inventar öffnet sich, sobald keiner mehr offen ist; die Datei wird erst beim Speichern geschrieben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Conflicts</source>
        <translation>Konflikte</translation>
    </message>
    <message>
        <source>Conflict</source>
        <translation>Konflikt</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Open Inventory</source>
        <translation>Inventar ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Ours (the branch merged into)</source>
        <translation>Unsere (der Branch, in den gemergt wird)</translation>
    </message>
    <message>
        <source>Theirs (the branch merged in)</source>
        <translation>Ihre (der Branch, der hereingemergt wird)</translation>
    </message>
    <message>
        <source>&amp;Edited value (YAML; empty leaves it out)</source>
        <translation>&amp;Bearbeiteter Wert (YAML; leer lässt ihn weg)</translation>
    </message>
    <message>
        <source>Edited value</source>
        <translation>Bearbeiteter Wert</translation>
    </message>
    <message>
        <source>The marked conflicts merge cleanly flow by flow and field by field: nothing is left to decide.</source>
        <translation>Die markierten Konflikte lassen sich Flow für Flow und Feld für Feld sauber zusammenführen: Es ist nichts mehr zu entscheiden.</translation>
    </message>
    <message>
        <source>Conflict %1 of %2: %3</source>
        <translation>Konflikt %1 von %2: %3</translation>
    </message>
    <message>
        <source>(not known: the markers hold no base section)</source>
        <translation>(unbekannt: die Markierungen enthalten keinen Basis-Abschnitt)</translation>
    </message>
    <message>
        <source>Not a YAML value: %1</source>
        <translation>Kein YAML-Wert: %1</translation>
    </message>
    <message>
        <source>No conflict is left: Open Inventory opens the merged inventory.</source>
        <translation>Kein Konflikt ist mehr offen: Inventar öffnen öffnet das zusammengeführte Inventar.</translation>
    </message>
    <message numerus="yes">
        <source>%n of %1 conflict(s) left</source>
        <translation>
            <numerusform>%n von %1 Konflikt offen</numerusform>
            <numerusform>%n von %1 Konflikten offen</numerusform>
        </translation>
    </message>
    <message>
        <source>These decisions make no inventory: %1</source>
        <translation>Diese Entscheidungen ergeben kein Inventar: %1</translation>
    </message>
</context>
<context>
    <name>FlowAudit::DocumentFiles</name>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>inventory.yaml</source>
        <translation>inventory.yaml</translation>
    </message>
    <message>
        <source>Open inventory</source>
        <translation>Inventar öffnen</translation>
    </message>
    <message>
        <source>Cannot open %1</source>
        <translation>%1 kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Cannot open the example</source>
        <translation>Das Beispiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>acme-inventory.yaml (example)</source>
        <translation>acme-inventory.yaml (Beispiel)</translation>
    </message>
    <message>
        <source>Save inventory as</source>
        <translation>Inventar speichern unter</translation>
    </message>
    <message>
        <source>Cannot save %1</source>
        <translation>%1 kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>%1

The file on disk was not changed.</source>
        <translation>%1

Die Datei auf dem Datenträger wurde nicht verändert.</translation>
    </message>
    <message>
        <source>Import flows from CSV</source>
        <translation>Flows aus CSV importieren</translation>
    </message>
    <message>
        <source>Cannot import %1</source>
        <translation>%1 kann nicht importiert werden</translation>
    </message>
    <message>
        <source>Nothing to import</source>
        <translation>Nichts zu importieren</translation>
    </message>
    <message>
        <source>%1 holds no flows.</source>
        <translation>%1 enthält keine Flows.</translation>
    </message>
    <message numerus="yes">
        <source>Import %n flow(s) from %1</source>
        <translation>
            <numerusform>%n Flow aus %1 importieren</numerusform>
            <numerusform>%n Flows aus %1 importieren</numerusform>
        </translation>
    </message>
    <message>
        <source>Export as CSV</source>
        <translation>Als CSV exportieren</translation>
    </message>
    <message>
        <source>Cannot export %1</source>
        <translation>%1 kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>A CSV file holds flows only; this inventory also has a title, an owner or other top-level keys that would be lost. Save it as YAML, or use File → Export as CSV for a copy.

The file on disk was not changed.</source>
        <translation>Eine CSV-Datei enthält nur Flows; dieses Inventar hat außerdem einen Titel, einen Verantwortlichen oder weitere Schlüssel auf oberster Ebene, die verloren gingen. Speichern Sie es als YAML, oder erstellen Sie mit Datei → Als CSV exportieren eine Kopie.

Die Datei auf dem Datenträger wurde nicht verändert.</translation>
    </message>
    <message>
        <source>%1 changed on disk</source>
        <translation>%1 wurde auf dem Datenträger geändert</translation>
    </message>
    <message>
        <source>Another program changed %1 since FlowAudit opened or saved it (a git pull, another editor). Saving replaces that version with yours.</source>
        <translation>Ein anderes Programm hat %1 geändert, seit FlowAudit die Datei geöffnet oder gespeichert hat (ein git pull, ein anderer Editor). Speichern ersetzt diese Fassung durch Ihre.</translation>
    </message>
    <message>
        <source>Save %1?</source>
        <translation>%1 speichern?</translation>
    </message>
    <message>
        <source>%1 holds what FlowAudit cannot write back: %2. Saving over it drops them; save as a copy to keep the file as it is.</source>
        <translation>%1 enthält, was FlowAudit nicht zurückschreiben kann: %2. Beim Überschreiben gehen sie verloren; speichern Sie eine Kopie, um die Datei unverändert zu lassen.</translation>
    </message>
    <message>
        <source>%1 (recovered)</source>
        <translation>%1 (wiederhergestellt)</translation>
    </message>
    <message>
        <source>%1 was deleted or moved</source>
        <translation>%1 wurde gelöscht oder verschoben</translation>
    </message>
    <message>
        <source>Another program deleted or moved %1. The inventory stays open here; Save writes it again.</source>
        <translation>Ein anderes Programm hat %1 gelöscht oder verschoben. Das Inventar bleibt hier geöffnet; Speichern schreibt die Datei neu.</translation>
    </message>
    <message>
        <source>Export as Excel</source>
        <translation>Als Excel exportieren</translation>
    </message>
    <message>
        <source>inventory</source>
        <translation>inventar</translation>
    </message>
    <message>
        <source>Keep a &amp;Backup When Saving</source>
        <translation>&amp;Sicherung beim Speichern behalten</translation>
    </message>
    <message>
        <source>Saving keeps the version it replaces in %1</source>
        <translation>Beim Speichern wird die ersetzte Fassung in %1 aufbewahrt</translation>
    </message>
    <message>
        <source>%1 is there already and is not an inventory (%2). FlowAudit writes over an inventory only; choose another name.

The file on disk was not changed.</source>
        <translation>%1 gibt es schon, und es ist kein Inventar (%2). FlowAudit schreibt nur über ein Inventar; wählen Sie einen anderen Namen.

Die Datei auf dem Datenträger wurde nicht geändert.</translation>
    </message>
</context>
<context>
    <name>FlowAudit::DocumentUndo</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
</context>
<context>
    <name>FlowAudit::EvidenceTable</name>
    <message>
        <source>Evidence of the vendor card&apos;s facts</source>
        <translation>Belege der Fakten der Anbieterkarte</translation>
    </message>
    <message>
        <source>Fact</source>
        <translation>Fakt</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>Bestätigt</translation>
    </message>
    <message>
        <source>Last verification</source>
        <translation>Letzte Verifizierung</translation>
    </message>
    <message>
        <source>Double-click or press Enter on a fact to open its page in your browser</source>
        <translation>Doppelklick oder Eingabetaste auf einem Fakt öffnet seine Seite im Browser</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>nicht gelaufen</translation>
    </message>
    <message>
        <source>On the page: “%1”</source>
        <translation>Auf der Seite: „%1“</translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>Zitat</translation>
    </message>
    <message>
        <source>nothing to confirm yet</source>
        <translation>noch nichts zu bestätigen</translation>
    </message>
    <message>
        <source>On the page:
%1</source>
        <translation>Auf der Seite:
%1</translation>
    </message>
</context>
<context>
    <name>FlowAudit::ExplainedLineEdit</name>
    <message>
        <source>Not accepted: %1. Esc keeps the old value.</source>
        <translation>Nicht übernommen: %1. Mit Esc bleibt der alte Wert erhalten.</translation>
    </message>
    <message>
        <source>Not pasted: %1. The cell keeps its text.</source>
        <translation>Nicht eingefügt: %1. Die Zelle behält ihren Text.</translation>
    </message>
</context>
<context>
    <name>FlowAudit::FieldDelegate</name>
    <message>
        <source>Blank: the rules treat it as missing.</source>
        <translation>Leer: Die Regeln behandeln den Wert als fehlend.</translation>
    </message>
    <message>
        <source>Not accepted: %1. Esc keeps the old value.</source>
        <translation>Nicht übernommen: %1. Mit Esc bleibt der alte Wert erhalten.</translation>
    </message>
    <message>
        <source>Not valid: %1.</source>
        <translation>Ungültig: %1.</translation>
    </message>
    <message>
        <source>No retries anywhere: product 1.</source>
        <translation>Keinerlei Retries: Produkt 1.</translation>
    </message>
    <message>
        <source>more than %L1</source>
        <translation>mehr als %L1</translation>
    </message>
    <message>
        <source>above the limit of %1 (RT01)</source>
        <translation>über der Grenze von %1 (RT01)</translation>
    </message>
    <message>
        <source>within the limit of %1</source>
        <translation>innerhalb der Grenze von %1</translation>
    </message>
    <message>
        <source>%1 = %2 attempts, %3</source>
        <translation>%1 = %2 Versuche, %3</translation>
    </message>
    <message>
        <source>Saved as %1, the form the file holds.</source>
        <translation>Wird als %1 gespeichert, in der Form, die die Datei hält.</translation>
    </message>
</context>
<context>
    <name>FlowAudit::FilterBar</name>
    <message>
        <source>Filter flows by any text…</source>
        <translation>Flows nach beliebigem Text filtern…</translation>
    </message>
    <message>
        <source>Filter text</source>
        <translation>Filtertext</translation>
    </message>
    <message>
        <source>Minimum severity</source>
        <translation>Mindest-Schweregrad</translation>
    </message>
    <message>
        <source>All flows</source>
        <translation>Alle Flows</translation>
    </message>
    <message>
        <source>With any finding</source>
        <translation>Mit beliebigem Befund</translation>
    </message>
    <message>
        <source>WARN or worse</source>
        <translation>Mindestens WARN</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>FAIL</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Any rule</source>
        <translation>Alle Regeln</translation>
    </message>
    <message>
        <source>F&amp;ilter:</source>
        <translation>F&amp;ilter:</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The filter bar&lt;/b&gt; shows only the flows that contain a text, have findings of a severity or of one rule, or fail. Edit → Find (Ctrl+F) comes here; View → Clear Filters shows every flow again.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Die Filterleiste&lt;/b&gt; zeigt nur die Flows, die einen Text enthalten, Befunde eines Schweregrads oder einer Regel haben oder fehlschlagen. Bearbeiten → Suchen (Strg+F) führt hierher; Ansicht → Filter zurücksetzen zeigt wieder alle Flows.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Only flows that fail</source>
        <translation>&amp;Nur fehlschlagende Flows</translation>
    </message>
    <message>
        <source>System: %1</source>
        <translation>System: %1</translation>
    </message>
    <message>
        <source>Only the flows that read from or write to %1; click to show every flow again</source>
        <translation>Nur die Flows, die aus %1 lesen oder in %1 schreiben; klicken, um wieder alle Flows zu zeigen</translation>
    </message>
    <message>
        <source>Clear the system filter</source>
        <translation>Systemfilter aufheben</translation>
    </message>
</context>
<context>
    <name>FlowAudit::FindingActions</name>
    <message>
        <source>Fix…</source>
        <translation>Korrigieren…</translation>
    </message>
    <message>
        <source>Fix %1…</source>
        <translation>%1 korrigieren…</translation>
    </message>
    <message>
        <source>Preview the fix of %1: the fields and findings before and after</source>
        <translation>Vorschau der Korrektur für %1: Felder und Befunde vorher und nachher</translation>
    </message>
    <message>
        <source>No mechanical fix applies to this %1 finding</source>
        <translation>Für diesen %1-Befund gibt es keine mechanische Korrektur</translation>
    </message>
    <message>
        <source>Accept Risk…</source>
        <translation>Risiko akzeptieren…</translation>
    </message>
    <message>
        <source>Accept %1 as a Risk…</source>
        <translation>%1 als Risiko akzeptieren…</translation>
    </message>
    <message>
        <source>Accept this %1 finding as a known risk, until a date</source>
        <translation>Diesen %1-Befund bis zu einem Datum als bekanntes Risiko akzeptieren</translation>
    </message>
    <message>
        <source>The flow changed since the preview: the fix was not applied.</source>
        <translation>Der Flow hat sich seit der Vorschau geändert: Die Korrektur wurde nicht angewandt.</translation>
    </message>
</context>
<context>
    <name>FlowAudit::FindingsDock</name>
    <message>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Search findings</source>
        <translation>Befunde durchsuchen</translation>
    </message>
    <message>
        <source>Search findings…</source>
        <translation>Befunde durchsuchen…</translation>
    </message>
    <message>
        <source>All severities (%1)</source>
        <translation>Alle Schweregrade (%1)</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>Alle Regeln</translation>
    </message>
    <message>
        <source>No findings: every rule passes for every flow.</source>
        <translation>Keine Befunde: Jede Regel ist für jeden Flow erfüllt.</translation>
    </message>
    <message>
        <source>Findings (%1)</source>
        <translation>Befunde (%1)</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Findings&lt;/b&gt;: every finding of the inventory, with the counts per severity and per rule in the lists above it. Choose a severity or a rule, or type, to filter. Enter or a double click shows the flow and field in the table; F1 opens the finding&apos;s rule.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Befunde&lt;/b&gt;: jeder Befund des Inventars, mit den Anzahlen je Schweregrad und je Regel in den Listen darüber. Wählen Sie einen Schweregrad oder eine Regel oder tippen Sie, um zu filtern. Eingabe oder ein Doppelklick zeigt Flow und Feld in der Tabelle; F1 öffnet die Regel des Befunds.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>accepted (%1)</source>
        <translation>akzeptiert (%1)</translation>
    </message>
    <message>
        <source>Findings (%1 of %2)</source>
        <translation>Befunde (%1 von %2)</translation>
    </message>
    <message>
        <source>No flows yet: the rules check each flow as it is added.</source>
        <translation>Noch keine Flows: die Regeln prüfen jeden Flow, sobald er hinzukommt.</translation>
    </message>
    <message>
        <source>Opening %1: its findings show once it is read.</source>
        <translation>%1 wird geöffnet: seine Befunde erscheinen, sobald es gelesen ist.</translation>
    </message>
</context>
<context>
    <name>FlowAudit::FindingsModel</name>
    <message>
        <source>(row %1)</source>
        <translation>(Zeile %1)</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <source>Flow</source>
        <translation>Flow</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Befund</translation>
    </message>
    <message>
        <source>%1 FAIL · %2 WARN · %3 INFO</source>
        <translation>%1 FAIL · %2 WARN · %3 INFO</translation>
    </message>
    <message>
        <source>%1 · %2 accepted</source>
        <translation>%1 · %2 akzeptiert</translation>
    </message>
    <message>
        <source>%1 accepted</source>
        <translation>%1 akzeptiert</translation>
    </message>
</context>
<context>
    <name>FlowAudit::FixPreviewDialog</name>
    <message>
        <source>Fields changed</source>
        <translation>Geänderte Felder</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Nachher</translation>
    </message>
    <message>
        <source>Findings of the flow</source>
        <translation>Befunde des Flows</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Fix %1 on %2</source>
        <translation>%1 an %2 korrigieren</translation>
    </message>
    <message>
        <source>the flow without ID</source>
        <translation>dem Flow ohne ID</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 %2&lt;/b&gt; %3</source>
        <translation>&lt;b&gt;%1 %2&lt;/b&gt; %3</translation>
    </message>
    <message>
        <source>Fixes</source>
        <translation>Korrekturen</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>&amp;Anwenden</translation>
    </message>
    <message>
        <source>Choose a fix:</source>
        <translation>Wählen Sie eine Korrektur:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fields&lt;/b&gt; (before → after)</source>
        <translation>&lt;b&gt;Felder&lt;/b&gt; (vorher → nachher)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Findings of the flow&lt;/b&gt; (before → after)</source>
        <translation>&lt;b&gt;Befunde des Flows&lt;/b&gt; (vorher → nachher)</translation>
    </message>
    <message>
        <source>Apply is one step: Undo takes it back.</source>
        <translation>Anwenden ist ein Schritt: Rückgängig nimmt ihn zurück.</translation>
    </message>
    <message>
        <source>No mechanical fix applies to this finding.</source>
        <translation>Für diesen Befund gibt es keine mechanische Korrektur.</translation>
    </message>
    <message>
        <source>(blank)</source>
        <translation>(leer)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>besteht</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; has no finding on this flow: this is what the change would do.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; hat an diesem Flow keinen Befund: So würde die Änderung wirken.</translation>
    </message>
</context>
<context>
    <name>FlowAudit::FlowActions</name>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Ausschneiden</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>E&amp;infügen</translation>
    </message>
    <message>
        <source>C&amp;lear Cells</source>
        <translation>&amp;Zellen leeren</translation>
    </message>
    <message>
        <source>&amp;Add Flow</source>
        <translation>Flow &amp;hinzufügen</translation>
    </message>
    <message>
        <source>D&amp;uplicate Flows</source>
        <translation>Flows &amp;duplizieren</translation>
    </message>
    <message>
        <source>&amp;Delete Flows</source>
        <translation>Flows &amp;löschen</translation>
    </message>
    <message>
        <source>Move Flow &amp;Up</source>
        <translation>Flow nach &amp;oben verschieben</translation>
    </message>
    <message>
        <source>Move Flow Do&amp;wn</source>
        <translation>Flow nach &amp;unten verschieben</translation>
    </message>
    <message>
        <source>Paste as &amp;New Flows</source>
        <translation>Als &amp;neue Flows einfügen</translation>
    </message>
    <message>
        <source>Done: %1</source>
        <translation>Erledigt: %1</translation>
    </message>
</context>
<context>
    <name>FlowAudit::FlowFormDock</name>
    <message>
        <source>Flow</source>
        <translation>Flow</translation>
    </message>
    <message>
        <source>Manual review checklist</source>
        <translation>Checkliste für die manuelle Prüfung</translation>
    </message>
    <message>
        <source>&lt;b&gt;Manual review&lt;/b&gt;: the rules applied by hand</source>
        <translation>&lt;b&gt;Manuelle Prüfung&lt;/b&gt;: die von Hand angewandten Regeln</translation>
    </message>
    <message>
        <source>No flow selected</source>
        <translation>Kein Flow ausgewählt</translation>
    </message>
    <message>
        <source>Flow %1 (row %2)</source>
        <translation>Flow %1 (Zeile %2)</translation>
    </message>
    <message>
        <source>without ID</source>
        <translation>ohne ID</translation>
    </message>
    <message>
        <source>The reviews of this flow are not a map of rule IDs; they are kept as written and can only be edited in the file.</source>
        <translation>Die Prüfungen dieses Flows sind keine Map von Regel-IDs; sie bleiben unverändert erhalten und lassen sich nur in der Datei bearbeiten.</translation>
    </message>
    <message>
        <source>%1 of %2 reviewed</source>
        <translation>%1 von %2 geprüft</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The flow&lt;/b&gt; selected in the table, as a form: every field with the findings under it, and the manual review checklist of the rules applied by hand. Changes here are undo steps like the table&apos;s.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Der Flow&lt;/b&gt;, der in der Tabelle ausgewählt ist, als Formular: jedes Feld mit den Befunden darunter und die Checkliste der manuellen Prüfung mit den von Hand angewandten Regeln. Änderungen hier lassen sich rückgängig machen wie die in der Tabelle.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Manual review&lt;/b&gt;: the rules no file can show, checked by a reviewer. Set each rule&apos;s status (open, pass, fail, n/a), with a note and your name; the date is set for you. F1 on a row opens its rule.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Manuelle Prüfung&lt;/b&gt;: die Regeln, die keine Datei zeigen kann, von einer Prüferin oder einem Prüfer geprüft. Setzen Sie den Status jeder Regel (offen, bestanden, nicht bestanden, entfällt) mit einer Notiz und Ihrem Namen; das Datum wird für Sie gesetzt. F1 auf einer Zeile öffnet ihre Regel.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Not accepted: %1.</source>
        <translation>Nicht übernommen: %1.</translation>
    </message>
    <message>
        <source>accepted until %1 (%2: %3)</source>
        <translation>akzeptiert bis %1 (%2: %3)</translation>
    </message>
    <message>
        <source>Left to fill: %1</source>
        <translation>Noch auszufüllen: %1</translation>
    </message>
</context>
<context>
    <name>FlowAudit::FlowImporter</name>
    <message>
        <source>Import flows</source>
        <translation>Flows importieren</translation>
    </message>
    <message>
        <source>Cannot import %1</source>
        <translation>%1 kann nicht importiert werden</translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation>Import nicht möglich</translation>
    </message>
    <message>
        <source>Nothing to import</source>
        <translation>Nichts zu importieren</translation>
    </message>
    <message>
        <source>The files hold no flows.</source>
        <translation>Die Dateien enthalten keine Flows.</translation>
    </message>
    <message>
        <source>%1 files</source>
        <translation>%1 Dateien</translation>
    </message>
    <message>
        <source>Import from %1</source>
        <translation>Import aus %1</translation>
    </message>
    <message>
        <source>Importing %1</source>
        <translation>%1 wird importiert</translation>
    </message>
    <message numerus="yes">
        <source>Reading %1: %n row(s) so far</source>
        <translation>
            <numerusform>%1 wird gelesen: bisher %n Zeile</numerusform>
            <numerusform>%1 wird gelesen: bisher %n Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen …</translation>
    </message>
</context>
<context>
    <name>FlowAudit::HelpActions</name>
    <message>
        <source>FlowAudit &amp;Help</source>
        <translation>FlowAudit-&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Rule Reference</source>
        <translation>&amp;Regelreferenz</translation>
    </message>
    <message>
        <source>&amp;About FlowAudit</source>
        <translation>&amp;Über FlowAudit</translation>
    </message>
    <message>
        <source>Open the help at the rule of the selected cell, finding or review, or at the panel</source>
        <translation>Die Hilfe bei der Regel der ausgewählten Zelle, des Befunds oder der Prüfung öffnen, sonst beim Bereich</translation>
    </message>
    <message>
        <source>Every rule with its meaning, why it matters and how to fix it</source>
        <translation>Jede Regel mit ihrer Bedeutung, warum sie zählt und wie man sie behebt</translation>
    </message>
    <message>
        <source>What&apos;s &amp;This?</source>
        <translation>&amp;Direkthilfe</translation>
    </message>
</context>
<context>
    <name>FlowAudit::HelpWindow</name>
    <message>
        <source>FlowAudit Help</source>
        <translation>FlowAudit-Hilfe</translation>
    </message>
    <message>
        <source>Help contents</source>
        <translation>Inhalt der Hilfe</translation>
    </message>
    <message>
        <source>Help text</source>
        <translation>Hilfetext</translation>
    </message>
    <message>
        <source>Find in help</source>
        <translation>In der Hilfe suchen</translation>
    </message>
    <message>
        <source>Find in help (Enter: next, Shift+Enter: previous)</source>
        <translation>In der Hilfe suchen (Eingabe: weiter, Umschalt+Eingabe: zurück)</translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation>&amp;Suchen:</translation>
    </message>
</context>
<context>
    <name>FlowAudit::ImportPreviewDialog</name>
    <message>
        <source>%1: warning: %2</source>
        <translation>%1: Warnung: %2</translation>
    </message>
    <message>
        <source>Import: what will change</source>
        <translation>Import: was sich ändert</translation>
    </message>
    <message>
        <source>%1 flow(s) added, %2 updated. Values a person wrote are kept. The import is one step: Edit → Undo takes it back.</source>
        <translation>%1 Flow(s) hinzugefügt, %2 geändert. Werte, die ein Mensch geschrieben hat, bleiben. Der Import ist ein Schritt: Bearbeiten → Rückgängig nimmt ihn zurück.</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
</context>
<context>
    <name>FlowAudit::InventoryEditor</name>
    <message>
        <source>Set %1</source>
        <translation>%1 setzen</translation>
    </message>
    <message>
        <source>Review %1</source>
        <translation>Prüfung %1</translation>
    </message>
    <message>
        <source>Add flow</source>
        <translation>Flow hinzufügen</translation>
    </message>
    <message numerus="yes">
        <source>Duplicate %n flow(s)</source>
        <translation>
            <numerusform>%n Flow duplizieren</numerusform>
            <numerusform>%n Flows duplizieren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n flow(s)</source>
        <translation>
            <numerusform>%n Flow löschen</numerusform>
            <numerusform>%n Flows löschen</numerusform>
        </translation>
    </message>
    <message>
        <source>Move flow up</source>
        <translation>Flow nach oben verschieben</translation>
    </message>
    <message>
        <source>Move flow down</source>
        <translation>Flow nach unten verschieben</translation>
    </message>
    <message>
        <source>Accept risk %1 on %2</source>
        <translation>Risiko %1 bei %2 akzeptieren</translation>
    </message>
    <message>
        <source>Edit waiver of %1 on %2</source>
        <translation>Ausnahme für %1 bei %2 bearbeiten</translation>
    </message>
    <message>
        <source>Remove waiver of %1 on %2</source>
        <translation>Ausnahme für %1 bei %2 entfernen</translation>
    </message>
    <message>
        <source>Place %1 on the map</source>
        <translation>%1 auf der Landkarte platzieren</translation>
    </message>
    <message>
        <source>Reset the map&apos;s layout</source>
        <translation>Anordnung der Landkarte zurücksetzen</translation>
    </message>
    <message>
        <source>Name the team&apos;s folder of vendor cards</source>
        <translation>Den Ordner der Anbieterkarten des Teams nennen</translation>
    </message>
</context>
<context>
    <name>FlowAudit::InventoryModel</name>
    <message>
        <source>No findings: every rule passes for this flow.</source>
        <translation>Keine Befunde: Jede Regel ist für diesen Flow erfüllt.</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>The flow&apos;s worst verdict: FAIL, WARN, INFO or OK.</source>
        <translation>Das schlechteste Ergebnis des Flows: FAIL, WARN, INFO oder OK.</translation>
    </message>
    <message>
        <source>%1: a field FlowAudit does not know, kept as written.</source>
        <translation>%1: ein Feld, das FlowAudit nicht kennt; es bleibt unverändert erhalten.</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>akzeptiert</translation>
    </message>
    <message>
        <source>%1/%2 fields · %3/%4 reviews</source>
        <translation>%1/%2 Felder · %3/%4 Prüfungen</translation>
    </message>
    <message>
        <source>Left to fill:</source>
        <translation>Noch auszufüllen:</translation>
    </message>
    <message>
        <source>Completeness</source>
        <translation>Vollständigkeit</translation>
    </message>
    <message>
        <source>The fields the rules read for this flow that are filled, and the manual reviews done.</source>
        <translation>Die ausgefüllten Felder, die die Regeln für diesen Flow lesen, und die erledigten manuellen Prüfungen.</translation>
    </message>
</context>
<context>
    <name>FlowAudit::InventoryTableView</name>
    <message>
        <source>Flows</source>
        <translation>Flows</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The flows&lt;/b&gt;: one row per flow of the inventory, one column per field. The Status column and the row header give the flow&apos;s worst verdict; a cell with a finding shows a cross (FAIL), a triangle (WARN) or an &quot;i&quot; (INFO) and explains it in its tooltip.&lt;/p&gt;&lt;p&gt;Type over a cell or press F2 to edit it; F1 opens the rule of the cell; F6 moves on to the next panel.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Die Flows&lt;/b&gt;: eine Zeile je Flow des Inventars, eine Spalte je Feld. Die Spalte Status und der Zeilenkopf zeigen das schlechteste Ergebnis des Flows; eine Zelle mit Befund zeigt ein Kreuz (FAIL), ein Dreieck (WARN) oder ein „i“ (INFO) und erklärt ihn im Tooltip.&lt;/p&gt;&lt;p&gt;Überschreiben Sie eine Zelle oder drücken Sie F2, um sie zu bearbeiten; F1 öffnet die Regel der Zelle; F6 wechselt zum nächsten Bereich.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>FlowAudit::LedgerDock</name>
    <message>
        <source>Ledger</source>
        <translation>Ledger</translation>
    </message>
    <message>
        <source>&lt;b&gt;IP05&lt;/b&gt; · claim before the side effect · &lt;b&gt;IP08&lt;/b&gt; · two keys, one ledger: the action ledger&apos;s SQL for this flow</source>
        <translation>&lt;b&gt;IP05&lt;/b&gt; · beanspruchen vor dem Seiteneffekt · &lt;b&gt;IP08&lt;/b&gt; · zwei Schlüssel, ein Ledger: das SQL des Aktions-Ledgers für diesen Flow</translation>
    </message>
    <message>
        <source>The ledger&apos;s schema file</source>
        <translation>Die Schemadatei des Ledgers</translation>
    </message>
    <message>
        <source>The ledger&apos;s queries file</source>
        <translation>Die Abfragedatei des Ledgers</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Speichern …</translation>
    </message>
    <message>
        <source>The action ledger of the selected flow as SQL: a table of episodes claimed before the side effect (IP05), a log of deliveries (IP08), the state transitions and the purges, kept as long as the retention covers every replay window (IP03).</source>
        <translation>Das Aktions-Ledger des gewählten Flows als SQL: eine Tabelle der Episoden, vor dem Seiteneffekt beansprucht (IP05), ein Protokoll der Zustellungen (IP08), die Zustandsübergänge und die Bereinigungen, so lange aufbewahrt, wie die Aufbewahrung jedes Replay-Fenster abdeckt (IP03).</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Datenbank</translation>
    </message>
    <message>
        <source>Purge schedule</source>
        <translation>Zeitplan der Bereinigung</translation>
    </message>
    <message>
        <source>Copy the file shown to the clipboard</source>
        <translation>Die angezeigte Datei in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <source>Save the file shown as a .sql file</source>
        <translation>Die angezeigte Datei als .sql-Datei speichern</translation>
    </message>
    <message>
        <source>Database:</source>
        <translation>Datenbank:</translation>
    </message>
    <message>
        <source>Purge:</source>
        <translation>Bereinigung:</translation>
    </message>
    <message>
        <source>Every hour by pg_cron</source>
        <translation>Stündlich durch pg_cron</translation>
    </message>
    <message>
        <source>Every hour by the event scheduler</source>
        <translation>Stündlich durch den Event Scheduler</translation>
    </message>
    <message>
        <source>By the application</source>
        <translation>Durch die Anwendung</translation>
    </message>
    <message>
        <source>No flow selected</source>
        <translation>Kein Flow ausgewählt</translation>
    </message>
    <message>
        <source>&lt;b&gt;No ledger for this flow yet.&lt;/b&gt;&lt;br&gt;%1</source>
        <translation>&lt;b&gt;Noch kein Ledger für diesen Flow.&lt;/b&gt;&lt;br&gt;%1</translation>
    </message>
    <message>
        <source>Episodes kept &lt;b&gt;%1 days&lt;/b&gt; (ledger_retention_days), deliveries &lt;b&gt;%2 days&lt;/b&gt;; the episode key is &lt;code&gt;%3&lt;/code&gt;.</source>
        <translation>Episoden werden &lt;b&gt;%1 Tage&lt;/b&gt; aufbewahrt (ledger_retention_days), Zustellungen &lt;b&gt;%2 Tage&lt;/b&gt;; der Episodenschlüssel ist &lt;code&gt;%3&lt;/code&gt;.</translation>
    </message>
    <message>
        <source>Save Ledger SQL</source>
        <translation>Ledger-SQL speichern</translation>
    </message>
    <message>
        <source>• %1 &lt;a href=&quot;%2&quot;&gt;Show&amp;nbsp;the&amp;nbsp;finding&lt;/a&gt;</source>
        <translation>• %1 &lt;a href=&quot;%2&quot;&gt;Den&amp;nbsp;Befund&amp;nbsp;zeigen&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Schema</source>
        <translation>Schema</translation>
    </message>
    <message>
        <source>Queries</source>
        <translation>Abfragen</translation>
    </message>
</context>
<context>
    <name>FlowAudit::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Open the &amp;Example</source>
        <translation>B&amp;eispiel öffnen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Import Flows from CSV…</source>
        <translation>Flows aus CSV &amp;importieren…</translation>
    </message>
    <message>
        <source>&amp;Export as CSV…</source>
        <translation>Als CSV e&amp;xportieren…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Suchen…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Clear Filters</source>
        <translation>Filter &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>&amp;File Order</source>
        <translation>&amp;Dateireihenfolge</translation>
    </message>
    <message>
        <source>Fit &amp;Columns</source>
        <translation>&amp;Spaltenbreiten anpassen</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>S&amp;prache</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>FlowAudit will use the new language the next time it starts.</source>
        <translation>FlowAudit verwendet die neue Sprache beim nächsten Start.</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message numerus="yes">
        <source>%n flow(s)</source>
        <translation>
            <numerusform>%n Flow</numerusform>
            <numerusform>%n Flows</numerusform>
        </translation>
    </message>
    <message>
        <source>More menus</source>
        <translation>Weitere Menüs</translation>
    </message>
    <message>
        <source>Audit report written to %1</source>
        <translation>Prüfbericht in %1 gespeichert</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n flow(s) shown</source>
        <translation>
            <numerusform>%1 von %n Flow angezeigt</numerusform>
            <numerusform>%1 von %n Flows angezeigt</numerusform>
        </translation>
    </message>
    <message>
        <source>Waivers: %1. See the Waivers tab.</source>
        <translation>Ausnahmen: %1. Siehe den Reiter Ausnahmen.</translation>
    </message>
    <message>
        <source>Im&amp;port from n8n, Make or a Spreadsheet…</source>
        <translation>Aus n8n, Make oder einer Tabelle im&amp;portieren…</translation>
    </message>
    <message>
        <source>Export as E&amp;xcel…</source>
        <translation>Als Exce&amp;l exportieren…</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Done: %1</source>
        <translation>Erledigt: %1</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>unbenannt</translation>
    </message>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation>&amp;Präsentationsmodus</translation>
    </message>
    <message>
        <source>The selected flow&apos;s vendor windows, its retry storm and the systems map, full screen; Page Down goes on, Esc leaves</source>
        <translation>Die Anbieterfenster des gewählten Flows, sein Retry-Sturm und die Systemlandkarte im Vollbild; Bild ab geht weiter, Esc beendet</translation>
    </message>
    <message>
        <source>Save A&amp;ll</source>
        <translation>&amp;Alle speichern</translation>
    </message>
    <message>
        <source>Saved all files</source>
        <translation>Alle Dateien gespeichert</translation>
    </message>
    <message>
        <source>Reset Window Layout</source>
        <translation>Fensteranordnung zurücksetzen</translation>
    </message>
    <message>
        <source>Every panel back where the first start puts it</source>
        <translation>Jeder Bereich zurück an seinen Platz wie beim ersten Start</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>%1 wird geöffnet…</translation>
    </message>
</context>
<context>
    <name>FlowAudit::MapDock</name>
    <message>
        <source>Systems Map</source>
        <translation>Systemlandkarte</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <source>Show the whole map</source>
        <translation>Die ganze Landkarte zeigen</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>Reset Layout</source>
        <translation>Anordnung zurücksetzen</translation>
    </message>
    <message>
        <source>Remove every position placed by hand and lay the map out anew</source>
        <translation>Jede von Hand gesetzte Position entfernen und die Landkarte neu anordnen</translation>
    </message>
    <message>
        <source>Flows shown on the map</source>
        <translation>Auf der Landkarte gezeigte Flows</translation>
    </message>
    <message>
        <source>All flows</source>
        <translation>Alle Flows</translation>
    </message>
    <message>
        <source>Failing flows</source>
        <translation>Fehlschlagende Flows</translation>
    </message>
    <message>
        <source>Failing or warning flows</source>
        <translation>Fehlschlagende oder warnende Flows</translation>
    </message>
    <message>
        <source>The map could not be laid out: %1.</source>
        <translation>Die Landkarte konnte nicht angeordnet werden: %1.</translation>
    </message>
    <message>
        <source>Laying out the map…</source>
        <translation>Die Landkarte wird angeordnet …</translation>
    </message>
    <message numerus="yes">
        <source>%1 systems, %n flow(s).</source>
        <translation>
            <numerusform>%1 Systeme, %n Flow.</numerusform>
            <numerusform>%1 Systeme, %n Flows.</numerusform>
        </translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>%1 cannot be placed: its entry in systems: is malformed (the file&apos;s warning says where). Mend it in the file, then try again.</source>
        <translation>%1 kann nicht platziert werden: sein Eintrag in systems: ist fehlerhaft (die Warnung zur Datei sagt, wo). Berichtigen Sie ihn in der Datei und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Write the map as shown to an SVG, PNG or PDF file</source>
        <translation>Die Karte, wie sie gezeigt wird, als SVG-, PNG- oder PDF-Datei schreiben</translation>
    </message>
    <message>
        <source>%1: the map is written as SVG, PNG or PDF (.svg, .png, .pdf).</source>
        <translation>%1: Die Karte wird als SVG, PNG oder PDF geschrieben (.svg, .png, .pdf).</translation>
    </message>
    <message>
        <source>The map is still being laid out; export it when it is shown.</source>
        <translation>Die Karte wird noch angeordnet; exportieren Sie sie, sobald sie angezeigt wird.</translation>
    </message>
    <message>
        <source>%1: the map could not be drawn; nothing was written.</source>
        <translation>%1: Die Karte konnte nicht gezeichnet werden; es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>Export Systems Map</source>
        <translation>Systemlandkarte exportieren</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The systems map&lt;/b&gt; draws every system the flows read from or write to as a box and one arrow for each pair of systems, with the number of its flows, marked by the worst of their verdicts: FAIL thick and red, WARN dashed, accepted by a waiver dotted, OK thin. Click an arrow to select its flow (a menu offers a pair&apos;s flows), a system to show only its flows; double-click a system, or type a system&apos;s or group&apos;s name in the filter box, to focus the map on it; drag a system to place it (written to the inventory&apos;s &lt;code&gt;systems:&lt;/code&gt; block); Reset Layout removes the positions.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Die Systemlandkarte&lt;/b&gt; zeichnet jedes System, aus dem Flows lesen oder in das sie schreiben, als Kasten und einen Pfeil je Systempaar mit der Zahl seiner Flows, markiert nach dem schlechtesten ihrer Ergebnisse: FAIL dick und rot, WARN gestrichelt, durch eine Ausnahme akzeptiert gepunktet, OK dünn. Ein Klick auf einen Pfeil wählt seinen Flow (ein Menü bietet die Flows eines Paars an), auf ein System zeigt nur seine Flows; ein Doppelklick auf ein System oder der Name eines Systems oder einer Gruppe im Filterfeld richtet die Landkarte darauf aus; ein System ziehen platziert es (im &lt;code&gt;systems:&lt;/code&gt;-Block des Inventars gespeichert); Anordnung zurücksetzen entfernt die Positionen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Focus on a system or group…</source>
        <translation>Auf ein System oder eine Gruppe ausrichten…</translation>
    </message>
    <message>
        <source>Focus the map on a system or group</source>
        <translation>Die Landkarte auf ein System oder eine Gruppe ausrichten</translation>
    </message>
    <message>
        <source>A system&apos;s ID or name shows its own flows, a group&apos;s name the flows in and out of it; double-click a system to focus on it. Empty: the whole estate.</source>
        <translation>Die ID oder der Name eines Systems zeigt seine eigenen Flows, der Name einer Gruppe die Flows in und aus ihr; Doppelklick auf ein System richtet die Landkarte darauf aus. Leer: der ganze Bestand.</translation>
    </message>
    <message>
        <source>Per Flow</source>
        <translation>Je Flow</translation>
    </message>
    <message>
        <source>One arrow per flow instead of one per pair of systems</source>
        <translation>Ein Pfeil je Flow statt einer je Systempaar</translation>
    </message>
    <message>
        <source>No system or group &quot;%1&quot; on the map.</source>
        <translation>Kein System und keine Gruppe „%1“ auf der Landkarte.</translation>
    </message>
    <message>
        <source>No flow of &quot;%1&quot; is left to show with this filter.</source>
        <translation>Mit diesem Filter bleibt kein Flow von „%1“ zu zeigen.</translation>
    </message>
    <message>
        <source>The whole estate cannot be read at this size: only its failing flows are shown (All flows shows every one).</source>
        <translation>Der ganze Bestand ist in dieser Größe nicht lesbar: Nur seine fehlschlagenden Flows werden gezeigt (Alle Flows zeigt jeden).</translation>
    </message>
    <message>
        <source>Even the failing flows cannot be read at this size: only those of %1, the system with the most (clear the focus to see them all).</source>
        <translation>Auch die fehlschlagenden Flows sind in dieser Größe nicht lesbar: Nur die von %1, dem System mit den meisten (leeren Sie den Fokus, um alle zu sehen).</translation>
    </message>
</context>
<context>
    <name>FlowAudit::MapScene</name>
    <message>
        <source>A flow&apos;s blank source or destination</source>
        <translation>Die leere Quelle oder das leere Ziel eines Flows</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n flow(s). Click to show only its flows in the table; drag to place it.</source>
        <translation>
            <numerusform>%1: %n Flow. Klicken, um nur seine Flows in der Tabelle zu zeigen; ziehen, um es zu platzieren.</numerusform>
            <numerusform>%1: %n Flows. Klicken, um nur seine Flows in der Tabelle zu zeigen; ziehen, um es zu platzieren.</numerusform>
        </translation>
    </message>
    <message>
        <source>every FAIL and WARN accepted by a waiver</source>
        <translation>jedes FAIL und WARN durch eine Ausnahme akzeptiert</translation>
    </message>
    <message>
        <source>no FAIL or WARN</source>
        <translation>kein FAIL oder WARN</translation>
    </message>
    <message>
        <source>%1: %2 → %3%4 (%5). Click to select the flow.</source>
        <translation>%1: %2 → %3%4 (%5). Klicken, um den Flow auszuwählen.</translation>
    </message>
    <message>
        <source> via %1</source>
        <translation> über %1</translation>
    </message>
    <message>
        <source>Click to choose one of them.</source>
        <translation>Klicken, um einen davon zu wählen.</translation>
    </message>
</context>
<context>
    <name>FlowAudit::MarkCheckedDialog</name>
    <message>
        <source>Mark Fact as Checked</source>
        <translation>Fakt als geprüft markieren</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;: %2&lt;/p&gt;&lt;p&gt;Open the page, find the sentence that states this number, and paste it below exactly as the page says it. &lt;i&gt;cards verify&lt;/i&gt; and Verify Now look for these words on the page.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;: %2&lt;/p&gt;&lt;p&gt;Öffnen Sie die Seite, suchen Sie den Satz, der diese Zahl nennt, und fügen Sie ihn unten genau so ein, wie die Seite ihn sagt. &lt;i&gt;cards verify&lt;/i&gt; und „Jetzt verifizieren“ suchen diese Worte auf der Seite.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The vendor&apos;s exact sentence, pasted from the page</source>
        <translation>Der genaue Satz des Anbieters, von der Seite eingefügt</translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>Zitat</translation>
    </message>
    <message>
        <source>optional: only where the sentence is on the page twice</source>
        <translation>optional: nur wenn der Satz zweimal auf der Seite steht</translation>
    </message>
    <message>
        <source>&amp;Page:</source>
        <translation>&amp;Seite:</translation>
    </message>
    <message>
        <source>&amp;Quote:</source>
        <translation>&amp;Zitat:</translation>
    </message>
    <message>
        <source>Words &amp;before:</source>
        <translation>Worte da&amp;vor:</translation>
    </message>
    <message>
        <source>Words &amp;after:</source>
        <translation>Worte da&amp;nach:</translation>
    </message>
    <message>
        <source>Checked b&amp;y:</source>
        <translation>Geprüft vo&amp;n:</translation>
    </message>
    <message>
        <source>&amp;Record Check</source>
        <translation>Prüfung &amp;festhalten</translation>
    </message>
    <message>
        <source>The page must be its full https address, such as https://docs.stripe.com/webhooks.</source>
        <translation>Die Seite muss ihre vollständige https-Adresse sein, etwa https://docs.stripe.com/webhooks.</translation>
    </message>
    <message>
        <source>Paste the vendor&apos;s sentence that states this number.</source>
        <translation>Fügen Sie den Satz des Anbieters ein, der diese Zahl nennt.</translation>
    </message>
    <message>
        <source>The quote is %1 characters long; keep it to the one sentence, at most %2.</source>
        <translation>Das Zitat ist %1 Zeichen lang; beschränken Sie es auf den einen Satz, höchstens %2.</translation>
    </message>
    <message>
        <source>Name who read the page: your name, for checked_by.</source>
        <translation>Nennen Sie, wer die Seite gelesen hat: Ihren Namen, für checked_by.</translation>
    </message>
    <message>
        <source>This quote cannot stand for the fact: %1.</source>
        <translation>Dieses Zitat kann nicht für den Fakt stehen: %1.</translation>
    </message>
</context>
<context>
    <name>FlowAudit::PageFetcher</name>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>the page is larger than %1 MB; not read</source>
        <translation>die Seite ist größer als %1 MB; nicht gelesen</translation>
    </message>
    <message>
        <source>a redirect loop: %1 → %2</source>
        <translation>eine Weiterleitungsschleife: %1 → %2</translation>
    </message>
    <message>
        <source>more than %1 redirects</source>
        <translation>mehr als %1 Weiterleitungen</translation>
    </message>
    <message>
        <source>redirected to %1, which is not https; not followed</source>
        <translation>weitergeleitet nach %1, das kein https ist; nicht gefolgt</translation>
    </message>
    <message>
        <source>no answer within %1 s</source>
        <translation>keine Antwort innerhalb von %1 s</translation>
    </message>
    <message>
        <source>the page did not come whole within %1 s (it came too slowly)</source>
        <translation>die Seite kam nicht binnen %1 s vollständig (sie kam zu langsam)</translation>
    </message>
</context>
<context>
    <name>FlowAudit::PageGatherer</name>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
</context>
<context>
    <name>FlowAudit::PaneActions</name>
    <message>
        <source>&amp;Next Panel</source>
        <translation>&amp;Nächster Bereich</translation>
    </message>
    <message>
        <source>&amp;Previous Panel</source>
        <translation>&amp;Vorheriger Bereich</translation>
    </message>
</context>
<context>
    <name>FlowAudit::PresentationWindow</name>
    <message>
        <source>Presentation Mode</source>
        <translation>Präsentationsmodus</translation>
    </message>
    <message>
        <source>Page Down: on · Page Up: back · Esc: leave</source>
        <translation>Bild ab: weiter · Bild auf: zurück · Esc: beenden</translation>
    </message>
    <message>
        <source>%1, slide %2 of %3, page %4 of %5</source>
        <translation>%1, Folie %2 von %3, Seite %4 von %5</translation>
    </message>
</context>
<context>
    <name>FlowAudit::ProposalsPanel</name>
    <message>
        <source>Accept &amp;Quote</source>
        <translation>Zi&amp;tat übernehmen</translation>
    </message>
    <message>
        <source>Show in &amp;Browser</source>
        <translation>I&amp;m Browser zeigen</translation>
    </message>
    <message>
        <source>Quotes proposed for the selected fact</source>
        <translation>Für den gewählten Fakt vorgeschlagene Zitate</translation>
    </message>
    <message>
        <source>Show the proposed sentence on the vendor&apos;s page, in the browser</source>
        <translation>Den vorgeschlagenen Satz auf der Seite des Anbieters zeigen, im Browser</translation>
    </message>
    <message>
        <source>Record the selected sentence as the fact&apos;s quote in the team&apos;s card file, undated, for Verify Now to confirm</source>
        <translation>Den gewählten Satz als Zitat des Fakts in der Kartendatei des Teams festhalten, undatiert, zur Bestätigung durch „Jetzt verifizieren“</translation>
    </message>
    <message>
        <source>Propose Quotes reads the pages of the facts not yet quoted and offers the sentences that state their numbers.</source>
        <translation>„Zitate vorschlagen“ liest die Seiten der noch nicht zitierten Fakten und schlägt die Sätze vor, die ihre Zahlen nennen.</translation>
    </message>
    <message>
        <source>The page could not be read: %1</source>
        <translation>Die Seite ließ sich nicht lesen: %1</translation>
    </message>
    <message>
        <source>No sentence on the page states this fact&apos;s number once.</source>
        <translation>Kein Satz der Seite nennt die Zahl dieses Fakts genau einmal.</translation>
    </message>
    <message>
        <source>The page states it another way too: “%1”</source>
        <translation>Die Seite nennt es auch anders: „%1“</translation>
    </message>
    <message>
        <source>where it follows “%1” and precedes “%2”</source>
        <translation>wo er auf „%1“ folgt und „%2“ vorausgeht</translation>
    </message>
    <message>
        <source>This fact is quoted: Verify Now looks for its quote on the page.</source>
        <translation>Dieser Fakt ist zitiert: „Jetzt verifizieren“ sucht sein Zitat auf der Seite.</translation>
    </message>
</context>
<context>
    <name>FlowAudit::ReplayWindowDock</name>
    <message>
        <source>%1 days</source>
        <translation>%1 Tage</translation>
    </message>
    <message>
        <source>blank</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>this flow</source>
        <translation>dieser Flow</translation>
    </message>
    <message>
        <source>Replay Window</source>
        <translation>Replay-Fenster</translation>
    </message>
    <message>
        <source>IP03: the ledger keeps keys at least as long as the longest of the source&apos;s retry and resend windows, the iPaaS replay window and the backfill overlap. IP07: a replay older than a vendor&apos;s dedupe window needs the team&apos;s own ledger.</source>
        <translation>IP03: Das Ledger behält Schlüssel mindestens so lange wie das längste der Retry- und Neusendefenster der Quelle, das Replay-Fenster der iPaaS und die Backfill-Überlappung. IP07: Ein Replay, das älter ist als das Deduplizierungsfenster eines Anbieters, braucht das eigene Ledger des Teams.</translation>
    </message>
    <message>
        <source>Windows the ledger must outlive</source>
        <translation>Fenster, die das Ledger überdauern muss</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Herkunft</translation>
    </message>
    <message>
        <source>&lt;b&gt;IP03&lt;/b&gt; · the ledger outlives every replay · &lt;b&gt;IP07&lt;/b&gt; · vendor windows</source>
        <translation>&lt;b&gt;IP03&lt;/b&gt; · das Ledger überdauert jedes Replay · &lt;b&gt;IP07&lt;/b&gt; · Anbieterfenster</translation>
    </message>
    <message>
        <source>No flow selected</source>
        <translation>Kein Flow ausgewählt</translation>
    </message>
    <message>
        <source>Ledger retention: &lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Max replay window: &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>Ledger-Aufbewahrung: &lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Max. Replay-Fenster: &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;br&gt;No vendor card states a window for this flow&apos;s source or iPaaS, and it has no backfill overlap.</source>
        <translation>&lt;br&gt;Keine Anbieterkarte nennt ein Fenster für die Quelle oder die iPaaS dieses Flows, und er hat keine Backfill-Überlappung.</translation>
    </message>
    <message>
        <source>Backfill overlap</source>
        <translation>Backfill-Überlappung</translation>
    </message>
    <message>
        <source>The whole days that cover the longest window above; Undo takes it back.</source>
        <translation>Die ganzen Tage, die das längste Fenster oben abdecken; Rückgängig nimmt es zurück.</translation>
    </message>
    <message>
        <source>Keep keys at least as long as the replay window (IP03); Undo takes it back.</source>
        <translation>Schlüssel mindestens so lange wie das Replay-Fenster aufbewahren (IP03); Rückgängig nimmt es zurück.</translation>
    </message>
    <message>
        <source>&lt;b&gt;IP07&lt;/b&gt; · a replay older than these vendor windows gets no help from them; only the flow&apos;s own ledger stops the duplicate:&lt;br&gt;%1</source>
        <translation>&lt;b&gt;IP07&lt;/b&gt; · bei einem Replay, das älter ist als diese Anbieterfenster, helfen sie nicht; nur das eigene Ledger des Flows verhindert das Duplikat:&lt;br&gt;%1</translation>
    </message>
    <message>
        <source>&lt;br&gt;Longest window: the flow&apos;s backfill overlap, &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>&lt;br&gt;Längstes Fenster: die Backfill-Überlappung des Flows, &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;br&gt;Longest window: %1 of %2, &lt;b&gt;%3&lt;/b&gt; · %4</source>
        <translation>&lt;br&gt;Längstes Fenster: %1 von %2, &lt;b&gt;%3&lt;/b&gt; · %4</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>• %1 of %2: &lt;b&gt;%3&lt;/b&gt; · %4. %5</source>
        <translation>• %1 von %2: &lt;b&gt;%3&lt;/b&gt; · %4. %5</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n Tag</numerusform>
            <numerusform>%n Tage</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FlowAudit::ReportExportDialog</name>
    <message>
        <source>PDF/A-1b for &amp;archiving</source>
        <translation>PDF/A-1b zur &amp;Archivierung</translation>
    </message>
    <message>
        <source>Export Audit Report</source>
        <translation>Prüfbericht exportieren</translation>
    </message>
    <message>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <source>HTML</source>
        <translation>HTML</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation>US Letter</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <source>Embeds everything a reader needs decades from now; for files kept as records.</source>
        <translation>Bettet alles ein, was ein Leser noch in Jahrzehnten braucht; für Dateien, die aufbewahrt werden.</translation>
    </message>
    <message>
        <source>The report uses the editor&apos;s language. You see a preview before anything is saved.</source>
        <translation>Der Bericht verwendet die Sprache des Editors. Vor dem Speichern sehen Sie eine Vorschau.</translation>
    </message>
    <message>
        <source>&amp;Preview…</source>
        <translation>&amp;Vorschau…</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Papier:</translation>
    </message>
    <message>
        <source>Flows with something to report; the others in one table</source>
        <translation>Flows, zu denen es etwas zu berichten gibt; die übrigen in einer Tabelle</translation>
    </message>
    <message>
        <source>Every flow, each on pages of its own</source>
        <translation>Jeder Flow auf eigenen Seiten</translation>
    </message>
    <message>
        <source>Flow sections</source>
        <translation>Flow-Abschnitte</translation>
    </message>
    <message>
        <source>Flow &amp;sections:</source>
        <translation>Flow-&amp;Abschnitte:</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keines</translation>
    </message>
    <message>
        <source>Each flow&apos;s, as %1 SQL</source>
        <translation>Das jedes Flows, als SQL für %1</translation>
    </message>
    <message>
        <source>Action ledgers appendix</source>
        <translation>Anhang der Aktions-Ledger</translation>
    </message>
    <message>
        <source>An appendix with each flow&apos;s action ledger as SQL, as flowaudit-cli ledger writes it, and the flows that cannot have one yet</source>
        <translation>Ein Anhang mit dem Aktions-Ledger jedes Flows als SQL, wie flowaudit-cli ledger es schreibt, und den Flows, die noch keines haben können</translation>
    </message>
    <message>
        <source>Action ledgers:</source>
        <translation>Aktions-Ledger:</translation>
    </message>
</context>
<context>
    <name>FlowAudit::ReportExporter</name>
    <message>
        <source>Write the audit report of this inventory as PDF or HTML</source>
        <translation>Den Prüfbericht dieses Inventars als PDF oder HTML schreiben</translation>
    </message>
    <message>
        <source>Audit Report Preview — %1</source>
        <translation>Vorschau des Prüfberichts — %1</translation>
    </message>
    <message>
        <source>Save Audit Report</source>
        <translation>Prüfbericht speichern</translation>
    </message>
    <message>
        <source>Cannot save the audit report</source>
        <translation>Prüfbericht kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Export Audit Re&amp;port…</source>
        <translation>&amp;Prüfbericht exportieren…</translation>
    </message>
    <message>
        <source>%1 is the inventory this report is made from; the report never replaces it, so nothing was written. Choose another file.</source>
        <translation>%1 ist das Inventar, aus dem dieser Bericht entsteht; der Bericht ersetzt es nie, daher wurde nichts geschrieben. Wählen Sie eine andere Datei.</translation>
    </message>
</context>
<context>
    <name>FlowAudit::ReportPageView</name>
    <message>
        <source>Report pages</source>
        <translation>Berichtsseiten</translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation>Seite %1</translation>
    </message>
</context>
<context>
    <name>FlowAudit::ReportPreviewDialog</name>
    <message>
        <source>−</source>
        <translation>−</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>+</source>
        <translation>+</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Fit &amp;Width</source>
        <translation>An &amp;Breite anpassen</translation>
    </message>
    <message>
        <source>Fit width</source>
        <translation>An Breite anpassen</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Speichern…</translation>
    </message>
    <message>
        <source>Save the report</source>
        <translation>Den Bericht speichern</translation>
    </message>
    <message>
        <source>Close the preview</source>
        <translation>Die Vorschau schließen</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>FlowAudit::RetryProductDock</name>
    <message>
        <source>more than %1</source>
        <translation>mehr als %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;RT04&lt;/b&gt; · backoff for custom code: base %1 s, factor %2, cap %3 s, %4 attempts, full jitter (each sleep random between 0 and the longest).&lt;br&gt;Longest sleeps before each retry: %5 s.&lt;br&gt;Worst-case total wait: &lt;b&gt;%6 s&lt;/b&gt;, then the exception queue.&lt;br&gt;Re-drive from the exception queue, a separate bounded schedule: &lt;b&gt;%7&lt;/b&gt;.</source>
        <translation>&lt;b&gt;RT04&lt;/b&gt; · Backoff für eigenen Code: Basis %1 s, Faktor %2, Obergrenze %3 s, %4 Versuche, Full Jitter (jede Pause zufällig zwischen 0 und der längsten).&lt;br&gt;Längste Pausen vor jedem Retry: %5 s.&lt;br&gt;Gesamtwartezeit im ungünstigsten Fall: &lt;b&gt;%6 s&lt;/b&gt;, dann die Exception-Queue.&lt;br&gt;Erneute Zustellung aus der Exception-Queue, ein eigener, begrenzter Zeitplan: &lt;b&gt;%7&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Retry Product</source>
        <translation>Retry-Produkt</translation>
    </message>
    <message>
        <source>RT01: nested synchronous attempts multiply. Keep the product at %1 or below by turning off retries in all but one layer. RT04: the backoff schedule for custom code.</source>
        <translation>RT01: Verschachtelte synchrone Versuche multiplizieren sich. Halten Sie das Produkt bei %1 oder darunter, indem Sie Retries auf allen Ebenen bis auf eine abschalten. RT04: der Backoff-Zeitplan für eigenen Code.</translation>
    </message>
    <message>
        <source>Retry layers</source>
        <translation>Retry-Ebenen</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Ebene</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <source>Product with this layer off</source>
        <translation>Produkt ohne diese Ebene</translation>
    </message>
    <message>
        <source>&lt;b&gt;RT01&lt;/b&gt; · nested attempts multiply; the limit is %1</source>
        <translation>&lt;b&gt;RT01&lt;/b&gt; · verschachtelte Versuche multiplizieren sich; die Grenze liegt bei %1</translation>
    </message>
    <message>
        <source>Three attempts at five layers is 3⁵ = &lt;b&gt;%1&lt;/b&gt; times the load (the AWS Builders&apos; Library example).</source>
        <translation>Drei Versuche auf fünf Ebenen ergeben 3⁵ = &lt;b&gt;%1&lt;/b&gt;-mal so viel Last (das Beispiel der AWS Builders&apos; Library).</translation>
    </message>
    <message>
        <source>No flow selected</source>
        <translation>Kein Flow ausgewählt</translation>
    </message>
    <message>
        <source>retry_layers is blank: unknown</source>
        <translation>retry_layers ist leer: unbekannt</translation>
    </message>
    <message>
        <source>retry_layers is invalid: %1</source>
        <translation>retry_layers ist ungültig: %1</translation>
    </message>
    <message>
        <source>No retries: 1 attempt</source>
        <translation>Keine Retries: 1 Versuch</translation>
    </message>
    <message>
        <source>: ABOVE the limit of %1</source>
        <translation>: ÜBER der Grenze von %1</translation>
    </message>
    <message>
        <source>, within the limit of %1</source>
        <translation>, innerhalb der Grenze von %1</translation>
    </message>
    <message>
        <source>already 1 attempt</source>
        <translation>schon 1 Versuch</translation>
    </message>
    <message>
        <source>Set retry_layers to %1; Undo takes it back.</source>
        <translation>Setzt retry_layers auf %1; Rückgängig nimmt es zurück.</translation>
    </message>
    <message>
        <source>%1 = %2%3</source>
        <translation>%1 = %2%3</translation>
    </message>
</context>
<context>
    <name>FlowAudit::RetryStormDock</name>
    <message>
        <source>Retry Storm</source>
        <translation>Retry-Sturm</translation>
    </message>
    <message>
        <source>&lt;b&gt;RT01&lt;/b&gt; · what a destination outage does with the nested retries</source>
        <translation>&lt;b&gt;RT01&lt;/b&gt; · was ein Ausfall des Ziels mit den verschachtelten Retries macht</translation>
    </message>
    <message>
        <source>Jitter as set</source>
        <translation>Jitter wie eingestellt</translation>
    </message>
    <message>
        <source>Retry in one layer only</source>
        <translation>Retry nur in einer Ebene</translation>
    </message>
    <message>
        <source>Presentation Mode</source>
        <translation>Präsentationsmodus</translation>
    </message>
    <message>
        <source>The load a destination outage sends back through the flow&apos;s nested retries, from the binned retry-storm model: layers innermost first, each with its schedule. The settings are kept in the flow&apos;s retry_storm field.</source>
        <translation>Die Last, die ein Ausfall des Ziels über die verschachtelten Retries des Flows zurückschickt, aus dem gebinnten Retry-Sturm-Modell: Ebenen von innen nach außen, jede mit ihrem Zeitplan. Die Einstellungen stehen im Feld retry_storm des Flows.</translation>
    </message>
    <message>
        <source>Events per second reaching the flow</source>
        <translation>Events pro Sekunde, die den Flow erreichen</translation>
    </message>
    <message>
        <source>How long the destination is down: 10m, 90 s, 1h30m</source>
        <translation>Wie lange das Ziel ausfällt: 10m, 90 s, 1h30m</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>nicht gesetzt</translation>
    </message>
    <message>
        <source>Destination attempts per second; attempts above it are rejected</source>
        <translation>Versuche pro Sekunde, die das Ziel verkraftet; darüber werden Versuche abgewiesen</translation>
    </message>
    <message>
        <source>Off: every layer waits its nominal time, so retries line up</source>
        <translation>Aus: Jede Ebene wartet genau ihre Nennzeit, sodass sich die Retries bündeln</translation>
    </message>
    <message>
        <source>RT01&apos;s fix as a ghost outline: only the outermost retrying layer retries</source>
        <translation>Die Korrektur von RT01 als Umriss: Nur die äußerste Ebene mit Retries führt Retries aus</translation>
    </message>
    <message>
        <source>Full screen with large type for a workshop (Esc leaves)</source>
        <translation>Vollbild mit großer Schrift für einen Workshop (Esc beendet)</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>Als PNG exportieren…</translation>
    </message>
    <message>
        <source>Rate (events/s):</source>
        <translation>Rate (Events/s):</translation>
    </message>
    <message>
        <source>Outage length:</source>
        <translation>Dauer des Ausfalls:</translation>
    </message>
    <message>
        <source>Capacity (attempts/s):</source>
        <translation>Kapazität (Versuche/s):</translation>
    </message>
    <message>
        <source>No flow selected</source>
        <translation>Kein Flow ausgewählt</translation>
    </message>
    <message>
        <source>Cannot simulate this flow</source>
        <translation>Dieser Flow lässt sich nicht simulieren</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>Peak &lt;b&gt;%1&lt;/b&gt; (%2) with jitter as set; %3 without jitter.</source>
        <translation>Spitze &lt;b&gt;%1&lt;/b&gt; (%2) mit Jitter wie eingestellt; %3 ohne Jitter.</translation>
    </message>
    <message>
        <source>Retrying in %1 only: &lt;b&gt;%2&lt;/b&gt;.</source>
        <translation>Retries nur in %1: &lt;b&gt;%2&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Plateau of rate × product after %1.</source>
        <translation>Plateau von Rate × Produkt nach %1.</translation>
    </message>
    <message>
        <source>The outage ends before the retries reach rate × product.</source>
        <translation>Der Ausfall endet, bevor die Retries Rate × Produkt erreichen.</translation>
    </message>
    <message>
        <source>Extra attempts %1; events that used every attempt %2.</source>
        <translation>Zusätzliche Versuche %1; Events, die jeden Versuch verbraucht haben: %2.</translation>
    </message>
    <message>
        <source>The capacity must be above 0 attempts per second.</source>
        <translation>Die Kapazität muss über 0 Versuchen pro Sekunde liegen.</translation>
    </message>
    <message>
        <source>Change the retry-storm settings</source>
        <translation>Einstellungen des Retry-Sturms ändern</translation>
    </message>
    <message>
        <source>%1: there is no chart to export</source>
        <translation>%1: es gibt kein Diagramm zum Exportieren</translation>
    </message>
    <message>
        <source>Export Retry Storm</source>
        <translation>Retry-Sturm exportieren</translation>
    </message>
    <message>
        <source>Stable region: rate × product is %1 of capacity.</source>
        <translation>Stabiler Bereich: Rate × Produkt ist %1 der Kapazität.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Vulnerable&lt;/b&gt;: rate × product is %1 of capacity; this outage&apos;s storm cleared, a longer or larger one can leave a storm that sustains itself.</source>
        <translation>&lt;b&gt;Anfällig&lt;/b&gt;: Rate × Produkt beträgt %1 der Kapazität; der Sturm dieses Ausfalls hat sich gelegt, ein längerer oder größerer kann einen Sturm hinterlassen, der sich selbst erhält.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Vulnerable&lt;/b&gt;: rate × product is %1 of capacity; this storm sustains itself and does not recover.</source>
        <translation>&lt;b&gt;Anfällig&lt;/b&gt;: Rate × Produkt beträgt %1 der Kapazität; dieser Sturm erhält sich selbst und erholt sich nicht.</translation>
    </message>
    <message>
        <source>Add up every flow into this destination, each with its own rate, layers and schedules, during the same outage</source>
        <translation>Jeden Flow in dieses Ziel addieren, jeden mit seiner eigenen Rate, seinen Ebenen und Zeitplänen, während desselben Ausfalls</translation>
    </message>
    <message>
        <source>Every flow into %1 (%2)</source>
        <translation>Jeder Flow in %1 (%2)</translation>
    </message>
    <message>
        <source>The flows into %1 cannot be added up: %2</source>
        <translation>Die Flows in %1 lassen sich nicht addieren: %2</translation>
    </message>
    <message>
        <source>One flow&apos;s storm only: switch off &quot;%1&quot; to see it</source>
        <translation>Nur für den Sturm eines Flows: schalten Sie „%1“ aus, um ihn zu sehen</translation>
    </message>
</context>
<context>
    <name>FlowAudit::ReviewChecklistModel</name>
    <message>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>fail</source>
        <translation>nicht bestanden</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>entfällt</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>Reviewer</source>
        <translation>Prüfer</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Bedeutung</translation>
    </message>
    <message>
        <source>(not a review; kept as written)</source>
        <translation>(keine Prüfung; bleibt wie geschrieben)</translation>
    </message>
</context>
<context>
    <name>FlowAudit::ReviewStatusDelegate</name>
    <message>
        <source>Review status</source>
        <translation>Prüfstatus</translation>
    </message>
</context>
<context>
    <name>FlowAudit::RiskActions</name>
    <message>
        <source>Accept Ris&amp;k…</source>
        <translation>Ris&amp;iko akzeptieren…</translation>
    </message>
    <message>
        <source>Accept the selected finding as a known risk, with a justification, an owner and an expiry date</source>
        <translation>Den ausgewählten Befund als bekanntes Risiko akzeptieren, mit Begründung, Verantwortlichen und Ablaufdatum</translation>
    </message>
    <message>
        <source>This finding is already accepted: see the Waivers tab</source>
        <translation>Dieser Befund ist bereits akzeptiert: siehe den Reiter Ausnahmen</translation>
    </message>
    <message>
        <source>%1 cannot be accepted as a risk: a broken cell is fixed</source>
        <translation>%1 lässt sich nicht als Risiko akzeptieren: Eine fehlerhafte Zelle muss korrigiert werden</translation>
    </message>
    <message>
        <source>Give the flow an ID first: a waiver names its flow by ID</source>
        <translation>Geben Sie dem Flow zuerst eine ID: Eine Ausnahme nennt ihren Flow über die ID</translation>
    </message>
    <message>
        <source>Select a finding in the list first</source>
        <translation>Wählen Sie zuerst einen Befund in der Liste</translation>
    </message>
    <message>
        <source>Select a cell with a finding, or a finding in the Findings panel, first</source>
        <translation>Wählen Sie zuerst eine Zelle mit einem Befund oder einen Befund im Bereich Befunde</translation>
    </message>
</context>
<context>
    <name>FlowAudit::RuleVerdictLabel</name>
    <message>
        <source>&lt;b&gt;%1 passes&lt;/b&gt; for this flow</source>
        <translation>Dieser Flow besteht &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 %2&lt;/b&gt;: %3</source>
        <translation>&lt;b&gt;%1 %2&lt;/b&gt;: %3</translation>
    </message>
</context>
<context>
    <name>FlowAudit::StormChartView</name>
    <message>
        <source>Retry storm chart</source>
        <translation>Diagramm des Retry-Sturms</translation>
    </message>
    <message>
        <source>Nothing to simulate for this flow</source>
        <translation>Für diesen Flow gibt es nichts zu simulieren</translation>
    </message>
</context>
<context>
    <name>FlowAudit::TeamCardCopier</name>
    <message>
        <source>Copy to Team&apos;s Folder</source>
        <translation>In den Ordner des Teams kopieren</translation>
    </message>
    <message>
        <source>Save the inventory first: the team&apos;s folder of cards lies beside it, in its repository.</source>
        <translation>Speichern Sie zuerst das Inventar: der Kartenordner des Teams liegt daneben, in seinem Repository.</translation>
    </message>
    <message>
        <source>%1 is now the team&apos;s card %2. The inventory names its folder (vendor_cards: %3): save it to keep that.</source>
        <translation>%1 ist jetzt die Karte %2 des Teams. Das Inventar nennt ihren Ordner (vendor_cards: %3): speichern Sie es, um das zu behalten.</translation>
    </message>
    <message>
        <source>%1 is now the team&apos;s card %2.</source>
        <translation>%1 ist jetzt die Karte %2 des Teams.</translation>
    </message>
</context>
<context>
    <name>FlowAudit::VendorCardStore</name>
    <message>
        <source>your overrides file could not be read; fix or move it before editing cards</source>
        <translation>Ihre Datei mit eigenen Änderungen konnte nicht gelesen werden; korrigieren oder verschieben Sie sie, bevor Sie Karten bearbeiten</translation>
    </message>
</context>
<context>
    <name>FlowAudit::VendorCardView</name>
    <message>
        <source>Mark Re-checked &amp;Today</source>
        <translation>Heute als &amp;geprüft markieren</translation>
    </message>
    <message>
        <source>Windows of the vendor card</source>
        <translation>Fenster der Anbieterkarte</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <source>What it is</source>
        <translation>Was es ist</translation>
    </message>
    <message>
        <source>Double-click a length to correct it after checking the vendor&apos;s page; your edit is kept apart from the bundled card.</source>
        <translation>Doppelklicken Sie auf eine Länge, um sie nach Prüfung der Anbieterseite zu korrigieren; Ihre Änderung wird getrennt von der mitgelieferten Karte gespeichert.</translation>
    </message>
    <message>
        <source>Facts of the vendor card</source>
        <translation>Fakten der Anbieterkarte</translation>
    </message>
    <message>
        <source>Double-click a fact to correct it after checking the vendor&apos;s page; your edit is kept apart from the bundled card.</source>
        <translation>Doppelklicken Sie auf einen Fakt, um ihn nach Prüfung der Anbieterseite zu korrigieren; Ihre Änderung wird getrennt von der mitgelieferten Karte gespeichert.</translation>
    </message>
    <message>
        <source>You confirmed this card against the vendor&apos;s page today</source>
        <translation>Sie haben diese Karte heute mit der Seite des Anbieters abgeglichen</translation>
    </message>
    <message>
        <source>Drop your edits and re-check date: show the bundled card</source>
        <translation>Ihre Änderungen und Ihr Prüfdatum verwerfen: die mitgelieferte Karte zeigen</translation>
    </message>
    <message>
        <source>No vendor card selected</source>
        <translation>Keine Anbieterkarte ausgewählt</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
    <message>
        <source>%1 (re-checked by you)</source>
        <translation>%1 (von Ihnen erneut geprüft)</translation>
    </message>
    <message numerus="yes">
        <source>⚠ STALE: checked more than %n day(s) ago. Confirm this number live before you quote it.</source>
        <translation>
            <numerusform>⚠ VERALTET: vor mehr als %n Tag geprüft. Bestätigen Sie diese Zahl live, bevor Sie sie nennen.</numerusform>
            <numerusform>⚠ VERALTET: vor mehr als %n Tagen geprüft. Bestätigen Sie diese Zahl live, bevor Sie sie nennen.</numerusform>
        </translation>
    </message>
    <message>
        <source>⚠ UNDATED: the source states no checked date. Confirm this number live before you quote it.</source>
        <translation>⚠ UNDATIERT: Die Quelle nennt kein Prüfdatum. Bestätigen Sie diese Zahl live, bevor Sie sie nennen.</translation>
    </message>
    <message>
        <source>%1 (your edit)</source>
        <translation>%1 (Ihre Änderung)</translation>
    </message>
    <message>
        <source>Your edit; the bundled card says %1</source>
        <translation>Ihre Änderung; die mitgelieferte Karte sagt %1</translation>
    </message>
    <message>
        <source>%1 attempts</source>
        <translation>%1 Versuche</translation>
    </message>
    <message>
        <source>no count stated</source>
        <translation>keine Anzahl angegeben</translation>
    </message>
    <message>
        <source>• Reads Retry-After in %1</source>
        <translation>• Liest Retry-After in %1</translation>
    </message>
    <message>
        <source>Your edit. The bundled card says: %1</source>
        <translation>Ihre Änderung. Die mitgelieferte Karte sagt: %1</translation>
    </message>
    <message>
        <source>Vendor card</source>
        <translation>Anbieterkarte</translation>
    </message>
    <message>
        <source>A fact cannot be empty: use Revert My Edits to go back to the bundled card.</source>
        <translation>Ein Fakt darf nicht leer sein: Mit „Meine Änderungen verwerfen“ kehren Sie zur mitgelieferten Karte zurück.</translation>
    </message>
    <message>
        <source>Your edit was not saved: %1</source>
        <translation>Ihre Änderung wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>&amp;Revert My Edits</source>
        <translation>Meine Änderungen ver&amp;werfen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Mark Fact as &amp;Checked…</source>
        <translation>Fakt als geprüft mar&amp;kieren…</translation>
    </message>
    <message>
        <source>Look for each quoted fact of this card on its page, over the network, as flowaudit-cli cards verify does</source>
        <translation>Jeden zitierten Fakt dieser Karte auf seiner Seite suchen, über das Netz, wie flowaudit-cli cards verify</translation>
    </message>
    <message>
        <source>%v of %m pages</source>
        <translation>%v von %m Seiten</translation>
    </message>
    <message>
        <source>Mark %1 of %2 as checked</source>
        <translation>%1 von %2 als geprüft markieren</translation>
    </message>
    <message>
        <source>Source: %1 · the team&apos;s card %2</source>
        <translation>Quelle: %1 · die Karte des Teams %2</translation>
    </message>
    <message>
        <source>Source: %1 · bundled</source>
        <translation>Quelle: %1 · mitgeliefert</translation>
    </message>
    <message>
        <source>Verify No&amp;w</source>
        <translation>&amp;Jetzt verifizieren</translation>
    </message>
    <message>
        <source>You read the selected fact on its page today: record the page, the vendor&apos;s sentence, the date and your name in the team&apos;s card file</source>
        <translation>Sie haben den gewählten Fakt heute auf seiner Seite gelesen: Seite, Satz des Anbieters, Datum und Ihren Namen in der Kartendatei des Teams festhalten</translation>
    </message>
    <message>
        <source>Facts</source>
        <translation>Fakten</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Belege</translation>
    </message>
    <message>
        <source>Verify Now</source>
        <translation>Jetzt verifizieren</translation>
    </message>
    <message>
        <source>The pages were not fetched: %1</source>
        <translation>Die Seiten wurden nicht abgerufen: %1</translation>
    </message>
    <message>
        <source>Save Car&amp;d File</source>
        <translation>Kartendatei spei&amp;chern</translation>
    </message>
    <message>
        <source>Write the checks recorded in this team&apos;s card file to it; saving the inventory does not</source>
        <translation>Die in dieser Kartendatei des Teams festgehaltenen Prüfungen in die Datei schreiben; das Speichern des Inventars tut es nicht</translation>
    </message>
    <message>
        <source>CA Certificates…</source>
        <translation>CA-Zertifikate…</translation>
    </message>
    <message>
        <source>Trust Certificates From a File…</source>
        <translation>Zertifikaten aus einer Datei vertrauen…</translation>
    </message>
    <message>
        <source>Trust Only the System&apos;s and the Environment&apos;s</source>
        <translation>Nur denen des Systems und der Umgebung vertrauen</translation>
    </message>
    <message>
        <source>Trust CA Certificates</source>
        <translation>CA-Zertifikaten vertrauen</translation>
    </message>
    <message>
        <source>Verify Now trusts the system&apos;s certificates, and those %1, SSL_CERT_FILE and SSL_CERT_DIR name; a company proxy&apos;s own CA can be added here</source>
        <translation>„Jetzt verifizieren“ vertraut den Zertifikaten des Systems und denen, die %1, SSL_CERT_FILE und SSL_CERT_DIR nennen; die eigene CA eines Firmen-Proxys lässt sich hier hinzufügen</translation>
    </message>
    <message>
        <source>Verify Now trusts the certificates in %1 besides the system&apos;s</source>
        <translation>„Jetzt verifizieren“ vertraut den Zertifikaten in %1 neben denen des Systems</translation>
    </message>
    <message>
        <source>%v of %m pages · waiting on %1</source>
        <translation>%v von %m Seiten · wartet auf %1</translation>
    </message>
    <message>
        <source>Verify A&amp;ll Cards</source>
        <translation>A&amp;lle Karten verifizieren</translation>
    </message>
    <message>
        <source>&amp;Propose Quotes</source>
        <translation>Zitate vor&amp;schlagen</translation>
    </message>
    <message>
        <source>Look for each quoted fact of the team&apos;s cards and of the cards the inventory&apos;s flows rely on, as flowaudit-cli cards verify FILE does</source>
        <translation>Jeden zitierten Fakt der Karten des Teams und der Karten suchen, auf die sich die Flows des Inventars stützen, wie flowaudit-cli cards verify FILE</translation>
    </message>
    <message>
        <source>Read the pages of this card&apos;s facts not yet quoted and propose the sentences that state their numbers, as flowaudit-cli cards propose does</source>
        <translation>Die Seiten der noch nicht zitierten Fakten dieser Karte lesen und die Sätze vorschlagen, die ihre Zahlen nennen, wie flowaudit-cli cards propose</translation>
    </message>
    <message>
        <source>Verify All Cards</source>
        <translation>Alle Karten verifizieren</translation>
    </message>
    <message>
        <source>Propose Quotes</source>
        <translation>Zitate vorschlagen</translation>
    </message>
    <message>
        <source>Quote %1 of %2</source>
        <translation>%1 von %2 zitieren</translation>
    </message>
    <message>
        <source>Cop&amp;y to Team&apos;s Folder</source>
        <translation>In den Ordner des Teams ko&amp;pieren</translation>
    </message>
    <message>
        <source>A quote is recorded in the team&apos;s own card file, never in a bundled one: Copy to Team&apos;s Folder first</source>
        <translation>Ein Zitat wird in der eigenen Kartendatei des Teams festgehalten, nie in einer mitgelieferten: zuerst „In den Ordner des Teams kopieren“</translation>
    </message>
    <message>
        <source>Copy this bundled card (%1) into the team&apos;s folder of cards beside the inventory (vendor_cards:, or vendor-cards/ named in the inventory), where its facts can be quoted, checked and stamped</source>
        <translation>Diese mitgelieferte Karte (%1) in den Kartenordner des Teams neben dem Inventar kopieren (vendor_cards:, oder vendor-cards/, im Inventar eingetragen), wo ihre Fakten zitiert, geprüft und gestempelt werden können</translation>
    </message>
    <message>
        <source>A check is recorded in the team&apos;s own card file, never in a bundled one: Copy to Team&apos;s Folder first</source>
        <translation>Eine Prüfung wird in der eigenen Kartendatei des Teams festgehalten, nie in einer mitgelieferten: zuerst „In den Ordner des Teams kopieren“</translation>
    </message>
    <message>
        <source>%1 of its %2 facts are checked one by one, the last on %3: see the Evidence tab.</source>
        <translation>%1 ihrer %2 Fakten sind einzeln geprüft, der letzte am %3: siehe den Reiter „Belege“.</translation>
    </message>
</context>
<context>
    <name>FlowAudit::VendorCardsDock</name>
    <message>
        <source>Vendor Cards</source>
        <translation>Anbieterkarten</translation>
    </message>
    <message>
        <source>Advice from the vendor cards</source>
        <translation>Hinweise aus den Anbieterkarten</translation>
    </message>
    <message>
        <source>Advice from the vendor cards on the selected flow. It never changes the flow&apos;s verdict.</source>
        <translation>Hinweise aus den Anbieterkarten zum ausgewählten Flow. Sie ändern nie das Ergebnis des Flows.</translation>
    </message>
    <message>
        <source>Search all vendor cards</source>
        <translation>Alle Anbieterkarten durchsuchen</translation>
    </message>
    <message>
        <source>Search all vendor cards…</source>
        <translation>Alle Anbieterkarten durchsuchen…</translation>
    </message>
    <message>
        <source>Vendor cards</source>
        <translation>Anbieterkarten</translation>
    </message>
    <message>
        <source>Stale after days</source>
        <translation>Veraltet nach Tagen</translation>
    </message>
    <message>
        <source> days</source>
        <translation> Tagen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Advice&lt;/b&gt; for the selected flow</source>
        <translation>&lt;b&gt;Hinweise&lt;/b&gt; zum ausgewählten Flow</translation>
    </message>
    <message>
        <source>&amp;Stale after:</source>
        <translation>&amp;Veraltet nach:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Some vendor cards could not be read:&lt;/b&gt;&lt;br&gt;%1</source>
        <translation>&lt;b&gt;Einige Anbieterkarten konnten nicht gelesen werden:&lt;/b&gt;&lt;br&gt;%1</translation>
    </message>
    <message>
        <source>Confirm live before quoting a number from this card</source>
        <translation>Vor dem Nennen einer Zahl aus dieser Karte live bestätigen</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Destination</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>iPaaS</source>
        <translation>iPaaS</translation>
    </message>
    <message>
        <source>No vendor card for %1 → %2. Search to see all cards.</source>
        <translation>Keine Anbieterkarte für %1 → %2. Suchen Sie, um alle Karten zu sehen.</translation>
    </message>
    <message>
        <source>No flow selected</source>
        <translation>Kein Flow ausgewählt</translation>
    </message>
    <message>
        <source>No advice from the cards on this flow</source>
        <translation>Keine Hinweise der Karten zu diesem Flow</translation>
    </message>
    <message>
        <source>The delivery contracts of the selected flow&apos;s vendors, each with the date it was checked: confirm a number on the vendor&apos;s page before you quote it when the card is marked STALE. Your re-checks and edits are kept apart from the bundled cards.</source>
        <translation>Die Zustellverträge der Anbieter des ausgewählten Flows, jeweils mit dem Datum ihrer Prüfung: Ist eine Karte als VERALTET markiert, bestätigen Sie eine Zahl auf der Seite des Anbieters, bevor Sie sie nennen. Ihre Prüfungen und Änderungen werden getrennt von den mitgelieferten Karten gespeichert.</translation>
    </message>
    <message>
        <source>each card&apos;s review period</source>
        <translation>Prüfzeitraum jeder Karte</translation>
    </message>
    <message>
        <source>A card checked longer ago than this is marked stale: confirm its numbers live before quoting them. At the lowest, each card&apos;s own review_every (90 days unless the card sets another).</source>
        <translation>Eine Karte, deren Prüfung länger zurückliegt, wird als veraltet markiert: Bestätigen Sie ihre Zahlen live, bevor Sie sie nennen. Ganz unten gilt das eigene review_every jeder Karte (90 Tage, sofern die Karte nichts anderes angibt).</translation>
    </message>
    <message>
        <source>The last verification did not find a quote of this card as it stands: see the Evidence tab</source>
        <translation>Die letzte Prüfung fand ein Zitat dieser Karte nicht so, wie es steht: siehe den Reiter Belege</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your team&apos;s vendor cards are not used:&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;Until this is fixed the bundled cards stand in their place, and the command line refuses to run on this inventory.</source>
        <translation>&lt;b&gt;Die Anbieterkarten Ihres Teams werden nicht genutzt:&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;Bis das behoben ist, stehen die mitgelieferten Karten an ihrer Stelle, und die Kommandozeile verweigert die Arbeit an diesem Inventar.</translation>
    </message>
    <message>
        <source>YOUR CARD UNREAD: BUNDLED SHOWN</source>
        <translation>IHRE KARTE UNLESBAR: MITGELIEFERTE GEZEIGT</translation>
    </message>
    <message>
        <source>Your team&apos;s card of this ID could not be read (see above): these are the bundled card&apos;s numbers</source>
        <translation>Die Karte Ihres Teams mit dieser ID ließ sich nicht lesen (siehe oben): dies sind die Zahlen der mitgelieferten Karte</translation>
    </message>
</context>
<context>
    <name>FlowAudit::VendorPanels</name>
    <message>
        <source>Vendor &amp;Windows Chart…</source>
        <translation>Diagramm der Anbieter&amp;fenster…</translation>
    </message>
    <message>
        <source>Every window of every vendor card on one time axis, for a workshop</source>
        <translation>Jedes Fenster jeder Anbieterkarte auf einer Zeitachse, für einen Workshop</translation>
    </message>
</context>
<context>
    <name>FlowAudit::VendorWindowsChart</name>
    <message>
        <source>Vendor windows chart</source>
        <translation>Diagramm der Anbieterfenster</translation>
    </message>
    <message>
        <source>%1 (under 1 min)</source>
        <translation>%1 (unter 1 min)</translation>
    </message>
    <message>
        <source>retry, resend and replay windows</source>
        <translation>Fenster für Retry, erneutes Senden und Replay</translation>
    </message>
    <message>
        <source>dedupe windows and key lifetimes</source>
        <translation>Deduplizierungsfenster und Schlüssellebensdauern</translation>
    </message>
    <message>
        <source>timeouts, tolerances, bans and other limits</source>
        <translation>Timeouts, Toleranzen, Sperren und andere Grenzen</translation>
    </message>
    <message>
        <source>%1: ledger retention</source>
        <translation>%1: Ledger-Aufbewahrung</translation>
    </message>
    <message>
        <source>%1: longest replay window</source>
        <translation>%1: längstes Replay-Fenster</translation>
    </message>
    <message>
        <source>outlives the ledger</source>
        <translation>überdauert das Ledger</translation>
    </message>
    <message>
        <source>ledger %1</source>
        <translation>Ledger %1</translation>
    </message>
    <message>
        <source>replay %1</source>
        <translation>Replay %1</translation>
    </message>
    <message>
        <source>page %1 of %2 (Page Down, Page Up)</source>
        <translation>Seite %1 von %2 (Bild ab, Bild auf)</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation>%1 (Fortsetzung)</translation>
    </message>
</context>
<context>
    <name>FlowAudit::VendorWindowsDialog</name>
    <message>
        <source>&amp;Only the selected flow&apos;s vendors</source>
        <translation>&amp;Nur die Anbieter des ausgewählten Flows</translation>
    </message>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation>&amp;Präsentationsmodus</translation>
    </message>
    <message>
        <source>Vendor Windows</source>
        <translation>Anbieterfenster</translation>
    </message>
    <message>
        <source>Full screen with large type for a workshop (F5; Esc leaves)</source>
        <translation>Vollbild mit großer Schrift für einen Workshop (F5; Esc beendet)</translation>
    </message>
    <message>
        <source>&amp;Export PNG…</source>
        <translation>Als PNG &amp;exportieren…</translation>
    </message>
    <message>
        <source>%1: the image could not be made: %2</source>
        <translation>%1: Das Bild konnte nicht erzeugt werden: %2</translation>
    </message>
    <message>
        <source>Export Vendor Windows</source>
        <translation>Anbieterfenster exportieren</translation>
    </message>
</context>
<context>
    <name>FlowAudit::WaiversDock</name>
    <message>
        <source>Waivers</source>
        <translation>Ausnahmen</translation>
    </message>
    <message>
        <source>Re&amp;move Waiver</source>
        <translation>Ausnahme &amp;entfernen</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Waivers&lt;/b&gt;: the accepted risks of the inventory. Each accepts one rule&apos;s finding on the flows with one ID until its expiry date (end of day, UTC), with a justification and an owner. Edit a cell to change a waiver; every change can be undone. Accept a finding as a risk from the findings list or the table (Edit → Accept Risk…).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ausnahmen&lt;/b&gt;: die akzeptierten Risiken des Inventars. Jede akzeptiert den Befund einer Regel bei den Flows mit einer ID bis zu ihrem Ablaufdatum (Tagesende, UTC), mit Begründung und Verantwortlichen. Bearbeiten Sie eine Zelle, um eine Ausnahme zu ändern; jede Änderung lässt sich rückgängig machen. Einen Befund akzeptieren Sie aus der Befundliste oder der Tabelle (Bearbeiten → Risiko akzeptieren…).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>No accepted risks. Accept one from a finding: Edit → Accept Risk…</source>
        <translation>Keine akzeptierten Risiken. Akzeptieren Sie eines aus einem Befund: Bearbeiten → Risiko akzeptieren…</translation>
    </message>
    <message numerus="yes">
        <source>%n waiver(s)</source>
        <translation>
            <numerusform>%n Ausnahme</numerusform>
            <numerusform>%n Ausnahmen</numerusform>
        </translation>
    </message>
    <message>
        <source>: %1</source>
        <translation>: %1</translation>
    </message>
    <message>
        <source>Waivers (%1)</source>
        <translation>Ausnahmen (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%n expired</source>
        <translation>
            <numerusform>%n abgelaufen</numerusform>
            <numerusform>%n abgelaufen</numerusform>
        </translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>Show Findin&amp;g</source>
        <translation>Befund &amp;zeigen</translation>
    </message>
    <message numerus="yes">
        <source>%n expire(s) within %1 days</source>
        <translation>
            <numerusform>%n läuft innerhalb von %1 Tagen ab</numerusform>
            <numerusform>%n laufen innerhalb von %1 Tagen ab</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FlowAudit::WaiversModel</name>
    <message>
        <source>invalid: %1</source>
        <translation>ungültig: %1</translation>
    </message>
    <message>
        <source>expired %1</source>
        <translation>abgelaufen am %1</translation>
    </message>
    <message>
        <source>covers nothing</source>
        <translation>deckt nichts ab</translation>
    </message>
    <message>
        <source>expires today</source>
        <translation>läuft heute ab</translation>
    </message>
    <message numerus="yes">
        <source>expires in %n day(s)</source>
        <translation>
            <numerusform>läuft in %n Tag ab</numerusform>
            <numerusform>läuft in %n Tagen ab</numerusform>
        </translation>
    </message>
    <message>
        <source>in force</source>
        <translation>in Kraft</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Flow</source>
        <translation>Flow</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>Verantwortlich</translation>
    </message>
    <message>
        <source>Approved by</source>
        <translation>Genehmigt von</translation>
    </message>
    <message>
        <source>Expires</source>
        <translation>Läuft ab</translation>
    </message>
    <message>
        <source>Justification</source>
        <translation>Begründung</translation>
    </message>
</context>
<context>
    <name>FlowAudit::ZoomActions</name>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Originalgröße</translation>
    </message>
</context>
<context>
    <name>GitFileVersion</name>
    <message>
        <source>git cannot show this version: %1</source>
        <translation>git kann diese Version nicht zeigen: %1</translation>
    </message>
</context>
<context>
    <name>GitRun</name>
    <message>
        <source>git could not be started: %1</source>
        <translation>git konnte nicht gestartet werden: %1</translation>
    </message>
</context>
<context>
    <name>GitSetup</name>
    <message>
        <source>%1 is not inside a git work tree: %2</source>
        <translation>%1 liegt nicht in einem git-Arbeitsverzeichnis: %2</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>.gitattributes already has: %1</source>
        <translation>.gitattributes enthält bereits: %1</translation>
    </message>
    <message>
        <source>.gitattributes: added %1</source>
        <translation>.gitattributes: %1 hinzugefügt</translation>
    </message>
    <message>
        <source>FlowAudit inventory merge, flow by flow and field by field</source>
        <translation>FlowAudit-Inventar-Merge, Flow für Flow und Feld für Feld</translation>
    </message>
    <message>
        <source>git config %1 is already %2</source>
        <translation>git config %1 ist bereits %2</translation>
    </message>
    <message>
        <source>git config %1 failed: %2</source>
        <translation>git config %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>git config %1 = %2</source>
        <translation>git config %1 = %2</translation>
    </message>
    <message>
        <source>cannot list the files the pattern %1 matches: %2</source>
        <translation>die Dateien, auf die das Muster %1 passt, lassen sich nicht auflisten: %2</translation>
    </message>
    <message numerus="yes">
        <source>the pattern %1 matches %n file(s) that are not inventories (%2): FlowAudit&apos;s drivers would hide their diffs and merges. Name the inventories instead (flowaudit-cli git-setup FILE...), or give a narrower pattern.</source>
        <translation>
            <numerusform>das Muster %1 passt auf %n Datei, die kein Inventar ist (%2): die Treiber von FlowAudit würden ihre Diffs und Merges verbergen. Nennen Sie stattdessen die Inventare (flowaudit-cli git-setup DATEI...) oder geben Sie ein engeres Muster an.</numerusform>
            <numerusform>das Muster %1 passt auf %n Dateien, die keine Inventare sind (%2): die Treiber von FlowAudit würden ihre Diffs und Merges verbergen. Nennen Sie stattdessen die Inventare (flowaudit-cli git-setup DATEI...) oder geben Sie ein engeres Muster an.</numerusform>
        </translation>
    </message>
    <message>
        <source>the pattern %1 matches: %2</source>
        <translation>das Muster %1 passt auf: %2</translation>
    </message>
    <message>
        <source>no inventory found under %1; name the files</source>
        <translation>unter %1 wurde kein Inventar gefunden; nennen Sie die Dateien</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 existiert nicht</translation>
    </message>
    <message>
        <source>%1 is outside the work tree %2</source>
        <translation>%1 liegt außerhalb des Arbeitsverzeichnisses %2</translation>
    </message>
    <message>
        <source>%1 is not an inventory (%2): FlowAudit&apos;s drivers are for inventories only</source>
        <translation>%1 ist kein Inventar (%2): die Treiber von FlowAudit sind nur für Inventare</translation>
    </message>
    <message>
        <source>%1 is a negative pattern, which git ignores in .gitattributes (a line can only give attributes, never take them away); name what it should match, and write \! for a name that starts with !</source>
        <translation>%1 ist ein negatives Muster, das git in .gitattributes übergeht (eine Zeile kann Attribute nur vergeben, nie entziehen); nennen Sie, worauf es passen soll, und schreiben Sie \! für einen Namen, der mit ! beginnt</translation>
    </message>
    <message>
        <source>%1 starts with #, so git reads the line as a comment; write \# for a name that starts with #</source>
        <translation>%1 beginnt mit #, daher liest git die Zeile als Kommentar; schreiben Sie \# für einen Namen, der mit # beginnt</translation>
    </message>
    <message>
        <source>%1 defines a macro in .gitattributes, not a pattern of files</source>
        <translation>%1 definiert in .gitattributes ein Makro, kein Muster für Dateien</translation>
    </message>
    <message>
        <source>%1 names a folder, and git gives attributes to files only, never to what is in a folder through it; write %2** for every file in it, or %2*.yaml</source>
        <translation>%1 benennt einen Ordner, und git vergibt Attribute nur an Dateien, nie über einen Ordner an seinen Inhalt; schreiben Sie %2** für jede Datei darin, oder %2*.yaml</translation>
    </message>
    <message>
        <source>the pattern holds a control character (U+%1), which no file name of a work tree should hold</source>
        <translation>das Muster enthält ein Steuerzeichen (U+%1), das kein Dateiname eines Arbeitsverzeichnisses enthalten sollte</translation>
    </message>
    <message>
        <source>git does not read it as a pattern: %1</source>
        <translation>git liest es nicht als Muster: %1</translation>
    </message>
    <message>
        <source>the pattern %1 matches no inventory of the work tree, so nothing was written: whatever file it catches later (a workflow&apos;s YAML, say) would go to FlowAudit&apos;s drivers unchecked. Check the pattern, name the inventories (flowaudit-cli git-setup FILE...), or give --force to write it all the same.</source>
        <translation>das Muster %1 passt auf kein Inventar des Arbeitsverzeichnisses, daher wurde nichts geschrieben: jede Datei, die es später erfasst (etwa das YAML eines Workflows), ginge ungeprüft an die Treiber von FlowAudit. Prüfen Sie das Muster, nennen Sie die Inventare (flowaudit-cli git-setup DATEI...) oder geben Sie --force an, um es trotzdem zu schreiben.</translation>
    </message>
    <message>
        <source>the pattern %1 matches no inventory yet; written as --force asks</source>
        <translation>das Muster %1 passt noch auf kein Inventar; geschrieben, wie --force es verlangt</translation>
    </message>
</context>
<context>
    <name>Import</name>
    <message>
        <source>&quot;%1&quot; is not COLUMN=FIELD</source>
        <translation>„%1“ hat nicht die Form SPALTE=FELD</translation>
    </message>
    <message>
        <source>the file has no column &quot;%1&quot;; its columns are: %2</source>
        <translation>die Datei hat keine Spalte „%1“; ihre Spalten sind: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a field; the fields are %2 (or - to ignore the column, + to keep it as it is)</source>
        <translation>„%1“ ist kein Feld; die Felder sind %2 (oder -, um die Spalte auszulassen, +, um sie unverändert zu behalten)</translation>
    </message>
    <message>
        <source>columns &quot;%1&quot; and &quot;%2&quot; both map to %3</source>
        <translation>die Spalten „%1“ und „%2“ sind beide %3 zugeordnet</translation>
    </message>
    <message>
        <source>an empty list: no workflow to import</source>
        <translation>eine leere Liste: kein Workflow zu importieren</translation>
    </message>
    <message>
        <source>a list that does not hold n8n workflows (objects with nodes)</source>
        <translation>eine Liste, die keine n8n-Workflows enthält (Objekte mit nodes)</translation>
    </message>
    <message>
        <source>Make&apos;s authoring format for agents (modules with config), not an exported blueprint; export the scenario&apos;s blueprint in Make and import that</source>
        <translation>Makes Entwurfsformat für Agenten (modules mit config), kein exportiertes Blueprint; exportieren Sie das Blueprint des Szenarios in Make und importieren Sie dieses</translation>
    </message>
    <message>
        <source>a Zapier export: Zapier publishes no schema for its account export, so FlowAudit does not read it rather than guess</source>
        <translation>ein Zapier-Export: Zapier veröffentlicht kein Schema für seinen Konto-Export, daher liest FlowAudit ihn nicht, statt zu raten</translation>
    </message>
    <message>
        <source>an n8n workflow without nodes: there is nothing to import</source>
        <translation>ein n8n-Workflow ohne Knoten: es gibt nichts zu importieren</translation>
    </message>
    <message>
        <source>neither an n8n workflow (an object with nodes) nor a Make blueprint (an object with flow)</source>
        <translation>weder ein n8n-Workflow (ein Objekt mit nodes) noch ein Make-Blueprint (ein Objekt mit flow)</translation>
    </message>
    <message>
        <source>the folder holds no .json files to import</source>
        <translation>der Ordner enthält keine .json-Dateien zum Importieren</translation>
    </message>
    <message>
        <source>not an n8n workflow or a Make blueprint: those are JSON, and this file is not</source>
        <translation>kein n8n-Workflow und kein Make-Blueprint: diese sind JSON, und diese Datei ist es nicht</translation>
    </message>
    <message>
        <source>workflow %1 of the list: %2</source>
        <translation>Workflow %1 der Liste: %2</translation>
    </message>
    <message>
        <source>workflow id %1 is also in %2: the same workflow twice</source>
        <translation>die Workflow-ID %1 steht auch in %2: derselbe Workflow zweimal</translation>
    </message>
    <message>
        <source>flow_id %1 was taken by another flow of this import; this one is %2</source>
        <translation>flow_id %1 hat schon ein anderer Flow dieses Imports; dieser heißt %2</translation>
    </message>
    <message>
        <source>lists and objects nested deeper than %1 levels; an export is never this deep</source>
        <translation>Listen und Objekte tiefer als %1 Ebenen verschachtelt; ein Export ist nie so tief</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>kein gültiges JSON: %1</translation>
    </message>
    <message>
        <source>module %1 (%2)</source>
        <translation>Modul %1 (%2)</translation>
    </message>
    <message>
        <source>module %1 keeps its routes in mapper.routes, which is not Make&apos;s export format; the modules of those routes were not read</source>
        <translation>Modul %1 hat seine Routen in mapper.routes, was nicht Makes Exportformat ist; die Module dieser Routen wurden nicht gelesen</translation>
    </message>
    <message>
        <source>%1 has a builtin:Retry handler, which is not in any Make source; it was not counted</source>
        <translation>%1 hat einen builtin:Retry-Handler, den keine Make-Quelle kennt; er wurde nicht gezählt</translation>
    </message>
    <message>
        <source>a Break handler without automatic retry</source>
        <translation>ein Break-Handler ohne automatischen Retry</translation>
    </message>
    <message>
        <source>a Break handler with count %1, %2 attempts</source>
        <translation>ein Break-Handler mit count %1, %2 Versuche</translation>
    </message>
    <message>
        <source>a Break handler without count, Make&apos;s default of 3 retries, 4 attempts</source>
        <translation>ein Break-Handler ohne count, Vorgabe von Make: 3 Retries, 4 Versuche</translation>
    </message>
    <message>
        <source>a Make blueprint without modules: there is nothing to import</source>
        <translation>ein Make-Blueprint ohne Module: es gibt nichts zu importieren</translation>
    </message>
    <message>
        <source>flow_id made up from the name: a blueprint does not hold the scenario&apos;s ID.</source>
        <translation>flow_id aus dem Namen gebildet: ein Blueprint enthält die ID des Szenarios nicht.</translation>
    </message>
    <message>
        <source>a Make blueprint has no scenario ID; flow_id %1 is made up from its name</source>
        <translation>ein Make-Blueprint hat keine Szenario-ID; flow_id %1 ist aus seinem Namen gebildet</translation>
    </message>
    <message>
        <source>inbound_webhook from %1%2.</source>
        <translation>inbound_webhook aus %1%2.</translation>
    </message>
    <message>
        <source> and metadata.instant</source>
        <translation> und metadata.instant</translation>
    </message>
    <message>
        <source>inbound_webhook no: %1 is not instant (metadata.instant false).</source>
        <translation>inbound_webhook no: %1 löst nicht sofort aus (metadata.instant false).</translation>
    </message>
    <message>
        <source>A custom webhook does not say who calls it, so source is blank.</source>
        <translation>Ein eigener Webhook sagt nicht, wer ihn aufruft, daher bleibt source leer.</translation>
    </message>
    <message>
        <source>%1 is Make&apos;s own, so source is blank.</source>
        <translation>%1 gehört zu Make selbst, daher bleibt source leer.</translation>
    </message>
    <message>
        <source>source from %1.</source>
        <translation>source aus %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n module chain(s) not connected to the scenario (orphans) were not read.</source>
        <translation>
            <numerusform>%n nicht mit dem Szenario verbundene Modulkette (Waisen) wurde nicht gelesen.</numerusform>
            <numerusform>%n nicht mit dem Szenario verbundene Modulketten (Waisen) wurden nicht gelesen.</numerusform>
        </translation>
    </message>
    <message>
        <source>No module writes to another system: destination, creates_records and retry_layers were left blank.</source>
        <translation>Kein Modul schreibt in ein anderes System: destination, creates_records und retry_layers blieben leer.</translation>
    </message>
    <message>
        <source>%1 writes to a URL made at run time; it is not in destination.</source>
        <translation>%1 schreibt an eine URL, die erst zur Laufzeit entsteht; sie steht nicht in destination.</translation>
    </message>
    <message>
        <source>destination from %1.</source>
        <translation>destination aus %1.</translation>
    </message>
    <message>
        <source>creates_records from %1.</source>
        <translation>creates_records aus %1.</translation>
    </message>
    <message>
        <source>creates_records no: every writing module updates or deletes.</source>
        <translation>creates_records no: jedes schreibende Modul ändert oder löscht.</translation>
    </message>
    <message>
        <source>%1 has a Break handler, but incomplete executions (dlq) are off, so it cannot retry.</source>
        <translation>%1 hat einen Break-Handler, aber unvollständige Ausführungen (dlq) sind aus, daher kann er keine Retries ausführen.</translation>
    </message>
    <message>
        <source>the data-store dedupe pattern (ExistRecord then AddRecord on %1), %2</source>
        <translation>dem Deduplizierungsmuster mit Datenspeicher (ExistRecord, dann AddRecord auf %1), %2</translation>
    </message>
    <message>
        <source>the Idempotency-Key header of %1</source>
        <translation>dem Idempotency-Key-Header von %1</translation>
    </message>
    <message>
        <source>idempotency_key from %1 (an expression is kept as written).</source>
        <translation>idempotency_key aus %1 (ein Ausdruck bleibt, wie er geschrieben ist).</translation>
    </message>
    <message>
        <source>node “%1” (%2)</source>
        <translation>Knoten „%1“ (%2)</translation>
    </message>
    <message>
        <source>maxTries %1 is set but retryOnFail is not on, so it does not retry</source>
        <translation>maxTries %1 ist gesetzt, aber retryOnFail ist nicht an, daher gibt es keine Retries</translation>
    </message>
    <message>
        <source>no Retry On Fail</source>
        <translation>kein Retry On Fail</translation>
    </message>
    <message>
        <source>retryOnFail with maxTries %1, which n8n counts as %2 attempts</source>
        <translation>retryOnFail mit maxTries %1, was n8n als %2 Versuche zählt</translation>
    </message>
    <message>
        <source>retryOnFail without maxTries, which n8n counts as 3 attempts</source>
        <translation>retryOnFail ohne maxTries, was n8n als 3 Versuche zählt</translation>
    </message>
    <message>
        <source>an n8n workflow whose nodes are not a list</source>
        <translation>ein n8n-Workflow, dessen nodes keine Liste sind</translation>
    </message>
    <message>
        <source>node %1 of the workflow is not a node: expected an object with a type</source>
        <translation>Knoten %1 des Workflows ist kein Knoten: erwartet wird ein Objekt mit type</translation>
    </message>
    <message>
        <source>#%1</source>
        <translation>Nr. %1</translation>
    </message>
    <message>
        <source>flow_id made up from the name: the workflow has no id.</source>
        <translation>flow_id aus dem Namen gebildet: der Workflow hat keine id.</translation>
    </message>
    <message>
        <source>the workflow has no id; flow_id %1 is made up from its name</source>
        <translation>der Workflow hat keine id; flow_id %1 ist aus seinem Namen gebildet</translation>
    </message>
    <message>
        <source>settings.retryOnFail is not an n8n setting (some collections add it); ignored</source>
        <translation>settings.retryOnFail ist keine n8n-Einstellung (manche Sammlungen fügen sie hinzu); nicht beachtet</translation>
    </message>
    <message>
        <source>the workflow has %1 nodes but no connections; the nodes were read as they are</source>
        <translation>der Workflow hat %1 Knoten, aber keine Verbindungen; die Knoten wurden gelesen, wie sie sind</translation>
    </message>
    <message>
        <source>The workflow has several triggers (%1); source and inbound_webhook were left blank.</source>
        <translation>Der Workflow hat mehrere Auslöser (%1); source und inbound_webhook blieben leer.</translation>
    </message>
    <message>
        <source>inbound_webhook from %1; it does not say who calls it, so source is blank.</source>
        <translation>inbound_webhook aus %1; er sagt nicht, wer ihn aufruft, daher bleibt source leer.</translation>
    </message>
    <message>
        <source>The webhook answers at once (responseMode onReceived).</source>
        <translation>Der Webhook antwortet sofort (responseMode onReceived).</translation>
    </message>
    <message>
        <source>The webhook answers only after the workflow (responseMode %1): the sender waits for all of it.</source>
        <translation>Der Webhook antwortet erst nach dem Workflow (responseMode %1): Der Sender wartet auf den gesamten Ablauf.</translation>
    </message>
    <message>
        <source>inbound_webhook no from %1, which is not called from outside.</source>
        <translation>inbound_webhook no aus %1, der nicht von außen aufgerufen wird.</translation>
    </message>
    <message>
        <source>source and inbound_webhook from %1, which receives a webhook.</source>
        <translation>source und inbound_webhook aus %1, der einen Webhook empfängt.</translation>
    </message>
    <message>
        <source>source from %1; it has no webhookId, so it polls and inbound_webhook is no.</source>
        <translation>source aus %1; er hat keine webhookId, fragt also ab, und inbound_webhook ist no.</translation>
    </message>
    <message>
        <source>No trigger node: source and inbound_webhook were left blank.</source>
        <translation>Kein Auslöserknoten: source und inbound_webhook blieben leer.</translation>
    </message>
    <message>
        <source>Disabled and not read: %1.</source>
        <translation>Deaktiviert und nicht gelesen: %1.</translation>
    </message>
    <message>
        <source>No node writes anywhere: destination, creates_records and retry_layers were left blank.</source>
        <translation>Kein Knoten schreibt irgendwohin: destination, creates_records und retry_layers blieben leer.</translation>
    </message>
    <message>
        <source>%1 writes to a URL made at run time (%2); it is not in destination.</source>
        <translation>%1 schreibt an eine URL, die erst zur Laufzeit entsteht (%2); sie steht nicht in destination.</translation>
    </message>
    <message>
        <source>creates_records from %1 (%2).</source>
        <translation>creates_records aus %1 (%2).</translation>
    </message>
    <message>
        <source>creates_records from %1 (operation %2).</source>
        <translation>creates_records aus %1 (Operation %2).</translation>
    </message>
    <message>
        <source>creates_records no: every writing node updates or deletes.</source>
        <translation>creates_records no: jeder schreibende Knoten ändert oder löscht.</translation>
    </message>
    <message>
        <source>retry_layers from %1: %2; other layers (an SDK, the sender) are not in the export.</source>
        <translation>retry_layers aus %1: %2; andere Ebenen (ein SDK, der Sender) stehen nicht im Export.</translation>
    </message>
    <message>
        <source>idempotency_key from the Idempotency-Key header of %1 (an expression is kept as written).</source>
        <translation>idempotency_key aus dem Idempotency-Key-Header von %1 (ein Ausdruck bleibt, wie er geschrieben ist).</translation>
    </message>
    <message>
        <source>Several nodes send different Idempotency-Key headers; idempotency_key was left blank.</source>
        <translation>Mehrere Knoten senden verschiedene Idempotency-Key-Header; idempotency_key blieb leer.</translation>
    </message>
    <message>
        <source>(blank)</source>
        <translation>(leer)</translation>
    </message>
    <message>
        <source>%1: added from %2</source>
        <translation>%1: hinzugefügt aus %2</translation>
    </message>
    <message>
        <source>%1: %2 filled: %3</source>
        <translation>%1: %2 ausgefüllt: %3</translation>
    </message>
    <message>
        <source>%1: %2 %3 → %4</source>
        <translation>%1: %2 %3 → %4</translation>
    </message>
    <message>
        <source>%1: %2 kept as a person wrote it (%3; the import says %4)</source>
        <translation>%1: %2 behalten, wie ein Mensch es schrieb (%3; der Import sagt %4)</translation>
    </message>
    <message>
        <source>%1: unchanged</source>
        <translation>%1: unverändert</translation>
    </message>
    <message>
        <source>a damaged zip file, not a workbook Excel could open</source>
        <translation>eine beschädigte ZIP-Datei, keine Arbeitsmappe, die Excel öffnen könnte</translation>
    </message>
    <message>
        <source>a zip with %1 entries; a workbook has a few dozen (at most %2 are read)</source>
        <translation>eine ZIP-Datei mit %1 Einträgen; eine Arbeitsmappe hat einige Dutzend (höchstens %2 werden gelesen)</translation>
    </message>
    <message>
        <source>an encrypted workbook: save it without a password and import it again</source>
        <translation>eine verschlüsselte Arbeitsmappe: speichern Sie sie ohne Kennwort und importieren Sie sie erneut</translation>
    </message>
    <message>
        <source>%1 inflates from %2 to %3 bytes, more than %4 to 1: a zip bomb, not a workbook</source>
        <translation>%1 entpackt sich von %2 auf %3 Bytes, mehr als %4 zu 1: eine ZIP-Bombe, keine Arbeitsmappe</translation>
    </message>
    <message>
        <source>the workbook inflates to more than %1 MB; an inventory&apos;s workbook holds less</source>
        <translation>die Arbeitsmappe entpackt sich auf mehr als %1 MB; die Arbeitsmappe eines Inventars enthält weniger</translation>
    </message>
    <message>
        <source>a zip file that is not an Excel workbook (it has no xl/workbook.xml)</source>
        <translation>eine ZIP-Datei, die keine Excel-Arbeitsmappe ist (sie hat keine xl/workbook.xml)</translation>
    </message>
    <message>
        <source>the workbook has no %1</source>
        <translation>die Arbeitsmappe hat kein %1</translation>
    </message>
    <message>
        <source>%1 cannot be unpacked</source>
        <translation>%1 lässt sich nicht entpacken</translation>
    </message>
    <message>
        <source>%1 unpacks to more than its declared size: a damaged or hostile zip</source>
        <translation>%1 entpackt sich auf mehr als seine angegebene Größe: eine beschädigte oder manipulierte ZIP-Datei</translation>
    </message>
    <message>
        <source>%1 cannot be unpacked: the zip is damaged</source>
        <translation>%1 lässt sich nicht entpacken: die ZIP-Datei ist beschädigt</translation>
    </message>
    <message>
        <source>an Excel 97–2003 workbook (.xls) or an encrypted workbook: FlowAudit reads .xlsx workbooks without a password; save it as an Excel Workbook (.xlsx) and import that</source>
        <translation>eine Excel-97–2003-Arbeitsmappe (.xls) oder eine verschlüsselte Arbeitsmappe: FlowAudit liest .xlsx-Arbeitsmappen ohne Kennwort; speichern Sie sie als Excel-Arbeitsmappe (.xlsx) und importieren Sie diese</translation>
    </message>
    <message>
        <source>not an Excel workbook (.xlsx is a zip file, and this is not one)</source>
        <translation>keine Excel-Arbeitsmappe (.xlsx ist eine ZIP-Datei, und dies ist keine)</translation>
    </message>
    <message>
        <source>xl/workbook.xml is not XML: %1</source>
        <translation>xl/workbook.xml ist kein XML: %1</translation>
    </message>
    <message>
        <source>the workbook has no sheet</source>
        <translation>die Arbeitsmappe hat kein Tabellenblatt</translation>
    </message>
    <message>
        <source>the sheet %1 is not in the workbook (%2)</source>
        <translation>das Tabellenblatt %1 fehlt in der Arbeitsmappe (%2)</translation>
    </message>
    <message>
        <source>xl/sharedStrings.xml is not XML: %1</source>
        <translation>xl/sharedStrings.xml ist kein XML: %1</translation>
    </message>
    <message>
        <source>more than %1 rows; an inventory holds fewer flows</source>
        <translation>mehr als %1 Zeilen; ein Inventar enthält weniger Flows</translation>
    </message>
    <message>
        <source>a cell past Excel&apos;s last column</source>
        <translation>eine Zelle hinter Excels letzter Spalte</translation>
    </message>
    <message>
        <source>a formula without a saved value; FlowAudit reads values: open the workbook in a spreadsheet program, save it, and import it again</source>
        <translation>eine Formel ohne gespeicherten Wert; FlowAudit liest Werte: öffnen Sie die Arbeitsmappe in einer Tabellenkalkulation, speichern Sie sie und importieren Sie sie erneut</translation>
    </message>
    <message>
        <source>refers to shared string %1, which the workbook does not have</source>
        <translation>verweist auf die gemeinsame Zeichenkette %1, die die Arbeitsmappe nicht hat</translation>
    </message>
    <message>
        <source>the cell holds the error %1</source>
        <translation>die Zelle enthält den Fehler %1</translation>
    </message>
    <message>
        <source>the cell holds more than %1 MB of text</source>
        <translation>die Zelle enthält mehr als %1 MB Text</translation>
    </message>
    <message>
        <source>the sheet %1 is empty: an inventory&apos;s sheet starts with a header row</source>
        <translation>das Tabellenblatt %1 ist leer: das Blatt eines Inventars beginnt mit einer Kopfzeile</translation>
    </message>
    <message>
        <source>no folder for the workbook&apos;s temporary file: %1</source>
        <translation>kein Ordner für die temporäre Datei der Arbeitsmappe: %1</translation>
    </message>
    <message>
        <source>libxlsxwriter could not start a workbook</source>
        <translation>libxlsxwriter konnte keine Arbeitsmappe anlegen</translation>
    </message>
    <message>
        <source>libxlsxwriter could not write the workbook: %1</source>
        <translation>libxlsxwriter konnte die Arbeitsmappe nicht schreiben: %1</translation>
    </message>
    <message>
        <source>the written workbook cannot be read back: %1</source>
        <translation>die geschriebene Arbeitsmappe lässt sich nicht zurücklesen: %1</translation>
    </message>
    <message>
        <source>a date cell holding %1, which is no date Excel can show (dates run from 1900-01-01 to 9999-12-31)</source>
        <translation>eine Datumszelle mit %1, was kein Datum ist, das Excel zeigen kann (Daten reichen von 1900-01-01 bis 9999-12-31)</translation>
    </message>
    <message>
        <source>the sheet %1 is not XML: %2 (line %3)</source>
        <translation>das Tabellenblatt %1 ist kein XML: %2 (Zeile %3)</translation>
    </message>
    <message>
        <source>the workbook has no sheet named &quot;%1&quot;; its sheets are: %2</source>
        <translation>die Arbeitsmappe hat kein Tabellenblatt namens „%1“; ihre Blätter sind: %2</translation>
    </message>
    <message>
        <source>row %1 blank</source>
        <translation>Zeile %1 leer</translation>
    </message>
    <message>
        <source>rows %1–%2 blank</source>
        <translation>Zeilen %1–%2 leer</translation>
    </message>
    <message>
        <source>row %1 “%2”</source>
        <translation>Zeile %1 „%2“</translation>
    </message>
    <message>
        <source>header in line %1</source>
        <translation>Kopfzeile in Zeile %1</translation>
    </message>
    <message>
        <source>sheet %1, header in row %2</source>
        <translation>Tabellenblatt %1, Kopfzeile in Zeile %2</translation>
    </message>
    <message>
        <source>%1 (left out above it: %2)</source>
        <translation>%1 (darüber ausgelassen: %2)</translation>
    </message>
    <message>
        <source>no column of the header row names a field (%1); name the columns after the fields, or map them: flowaudit-cli import --map &apos;COLUMN=FIELD,…&apos;</source>
        <translation>keine Spalte der Kopfzeile benennt ein Feld (%1); benennen Sie die Spalten nach den Feldern oder ordnen Sie sie zu: flowaudit-cli import --map &apos;SPALTE=FELD,…&apos;</translation>
    </message>
    <message>
        <source>xl/styles.xml defines more than %1 cell formats, more than Excel allows: a damaged or hostile workbook</source>
        <translation>xl/styles.xml definiert mehr als %1 Zellformate, mehr als Excel erlaubt: eine beschädigte oder manipulierte Arbeitsmappe</translation>
    </message>
    <message>
        <source>xl/styles.xml is not XML: %1</source>
        <translation>xl/styles.xml ist kein XML: %1</translation>
    </message>
    <message>
        <source>this row has no flow ID (column %1); every flow needs one</source>
        <translation>diese Zeile hat keine Flow-ID (Spalte %1); jeder Flow braucht eine</translation>
    </message>
    <message>
        <source>retry_layers %1 from %2: %3.</source>
        <translation>retry_layers %1 aus %2: %3.</translation>
    </message>
    <message>
        <source>retry_storm: the Break handler waits %1 min between attempts (Make&apos;s default is %2 min).</source>
        <translation>retry_storm: der Break-Handler wartet %1 min zwischen den Versuchen (die Vorgabe von Make ist %2 min).</translation>
    </message>
    <message>
        <source>retry_layers %1: incomplete executions are on (dlq), and Make retries those from rate-limit, connection and timeout errors 8 times after the first run.</source>
        <translation>retry_layers %1: unvollständige Ausführungen sind an (dlq), und Make wiederholt solche aus Ratenlimit-, Verbindungs- und Timeout-Fehlern 8-mal nach dem ersten Lauf.</translation>
    </message>
    <message>
        <source>retry_layers none: no Break handler retries, and incomplete executions (dlq) are off.</source>
        <translation>retry_layers none: kein Break-Handler wiederholt, und unvollständige Ausführungen (dlq) sind aus.</translation>
    </message>
    <message>
        <source>drops the failed bundle and marks the run successful</source>
        <translation>das fehlgeschlagene Bündel verwirft und den Lauf als erfolgreich markiert</translation>
    </message>
    <message>
        <source>replaces the failed output with a substitute and marks the run successful</source>
        <translation>die fehlgeschlagene Ausgabe durch einen Ersatz ersetzt und den Lauf als erfolgreich markiert</translation>
    </message>
    <message>
        <source>stops the run and marks it successful</source>
        <translation>den Lauf beendet und als erfolgreich markiert</translation>
    </message>
    <message>
        <source>%1 has a %2 error handler, which %3</source>
        <translation>%1 hat einen Fehler-Handler %2, der %3</translation>
    </message>
    <message>
        <source>%1: a failure there is never retried and never reported.</source>
        <translation>%1: ein Fehler dort wird nie wiederholt und nie gemeldet.</translation>
    </message>
    <message>
        <source>On Error: Continue</source>
        <translation>On Error: Continue</translation>
    </message>
    <message>
        <source>On Error: Continue (using error output)</source>
        <translation>On Error: Continue (using error output)</translation>
    </message>
    <message>
        <source>Continue On Fail</source>
        <translation>Continue On Fail</translation>
    </message>
    <message>
        <source>%1 is set to %2, so a failed item ends the execution as a success</source>
        <translation>%1 ist auf %2 gestellt, daher endet die Ausführung bei einem fehlgeschlagenen Element als Erfolg</translation>
    </message>
    <message>
        <source>%1: a failure there is never retried and no error workflow runs.</source>
        <translation>%1: ein Fehler dort wird nie wiederholt, und kein Fehler-Workflow läuft.</translation>
    </message>
    <message>
        <source>review %1 filled: %2 (%3)</source>
        <translation>Prüfung %1 ausgefüllt: %2 (%3)</translation>
    </message>
    <message>
        <source>%1 filled</source>
        <translation>%1 ausgefüllt</translation>
    </message>
    <message>
        <source>a date cell holding %1, which Excel shows as 29 February 1900, a day that never was (Lotus 1-2-3&apos;s leap-year bug); write the date meant</source>
        <translation>eine Datumszelle mit %1, die Excel als 29. Februar 1900 zeigt, einen Tag, den es nie gab (der Schaltjahrfehler von Lotus 1-2-3); schreiben Sie das gemeinte Datum</translation>
    </message>
    <message>
        <source>xl/sharedStrings.xml holds more than %1 strings; an inventory&apos;s workbook holds fewer</source>
        <translation>xl/sharedStrings.xml enthält mehr als %1 Zeichenketten; die Arbeitsmappe eines Inventars enthält weniger</translation>
    </message>
    <message>
        <source>the nearest rows that do are %1 and %2</source>
        <translation>die nächsten Zeilen mit Zellen sind %1 und %2</translation>
    </message>
    <message>
        <source>the nearest row that does is %1</source>
        <translation>die nächste Zeile mit Zellen ist %1</translation>
    </message>
    <message>
        <source>the header row %1 holds no cells; %2</source>
        <translation>die Kopfzeile %1 enthält keine Zellen; %2</translation>
    </message>
    <message>
        <source>YAML, which import does not read: it reads n8n workflows and Make blueprints (JSON), CSV tables and Excel workbooks; an inventory is opened, or named with --into</source>
        <translation>YAML, das import nicht liest: es liest n8n-Workflows und Make-Blueprints (JSON), CSV-Tabellen und Excel-Arbeitsmappen; ein Inventar wird geöffnet oder mit --into angegeben</translation>
    </message>
    <message>
        <source>the file is empty: there is nothing to import</source>
        <translation>die Datei ist leer: es gibt nichts zu importieren</translation>
    </message>
    <message>
        <source>binary data: neither JSON, CSV nor an Excel workbook</source>
        <translation>Binärdaten: weder JSON noch CSV noch eine Excel-Arbeitsmappe</translation>
    </message>
    <message>
        <source>no column of the header row names a field (%1); map the columns to fields</source>
        <translation>keine Spalte der Kopfzeile benennt ein Feld (%1); ordnen Sie die Spalten Feldern zu</translation>
    </message>
    <message>
        <source>no row below the header row holds a flow; there is nothing to import</source>
        <translation>keine Zeile unter der Kopfzeile enthält einen Flow; es gibt nichts zu importieren</translation>
    </message>
    <message>
        <source>no column is mapped to flow_id; map the column that holds the flows&apos; IDs to it, since every flow needs one</source>
        <translation>keine Spalte ist flow_id zugeordnet; ordnen Sie ihr die Spalte mit den IDs der Flows zu, denn jeder Flow braucht eine</translation>
    </message>
    <message>
        <source>the workbook does not say where the sheet %1 is (xl/_rels/workbook.xml.rels has no relation %2)</source>
        <translation>die Arbeitsmappe sagt nicht, wo das Tabellenblatt %1 ist (xl/_rels/workbook.xml.rels hat keine Beziehung %2)</translation>
    </message>
    <message>
        <source>a row past Excel&apos;s last row (%1)</source>
        <translation>eine Zeile hinter Excels letzter Zeile (%1)</translation>
    </message>
    <message>
        <source>flow ID %1 is also in %2; every flow needs its own ID (SC01)</source>
        <translation>die Flow-ID %1 steht auch in %2; jeder Flow braucht seine eigene ID (SC01)</translation>
    </message>
    <message>
        <source>%1 filled: %2</source>
        <translation>%1 ausgefüllt: %2</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>row %1 (%2)</source>
        <translation>Zeile %1 (%2)</translation>
    </message>
    <message>
        <source>%1: %2 &quot;%3&quot; has a decimal comma and is imported as %4</source>
        <translation>%1: %2 „%3“ hat ein Dezimalkomma und wird als %4 importiert</translation>
    </message>
    <message>
        <source>%1 and %2 share the flow ID &quot;%3&quot;; every flow needs its own ID (SC01)</source>
        <translation>%1 und %2 haben dieselbe Flow-ID „%3“; jeder Flow braucht seine eigene ID (SC01)</translation>
    </message>
    <message>
        <source>not an inventory: no column of the header row (%1) is mapped to flow_id, the column that names each flow; map the one that holds the flows&apos; IDs: --map &apos;COLUMN=flow_id&apos;</source>
        <translation>kein Inventar: keine Spalte der Kopfzeile (%1) ist flow_id zugeordnet, der Spalte, die jeden Flow benennt; ordnen Sie die Spalte mit den IDs der Flows zu: --map &apos;SPALTE=flow_id&apos;</translation>
    </message>
</context>
<context>
    <name>InputLimits</name>
    <message>
        <source>the file is %1 MB, larger than the %2 MB an inventory may have</source>
        <translation>die Datei ist %1 MB groß; ein Inventar darf höchstens %2 MB groß sein</translation>
    </message>
</context>
<context>
    <name>InventoryFileMerge</name>
    <message>
        <source>git&apos;s line merge does not read as an inventory (%1)</source>
        <translation>gits Zeilen-Merge liest sich nicht als Inventar (%1)</translation>
    </message>
    <message>
        <source>git&apos;s line merge gives the flow ID %1 to %2 flows</source>
        <translation>gits Zeilen-Merge gibt die Flow-ID %1 an %2 Flows</translation>
    </message>
    <message>
        <source>a side is not an inventory</source>
        <translation>eine Seite ist kein Inventar</translation>
    </message>
    <message>
        <source>git&apos;s line merge failed (%1)</source>
        <translation>gits Zeilen-Merge ist fehlgeschlagen (%1)</translation>
    </message>
    <message>
        <source>the conflict markers of git&apos;s line merge cannot be told from the file&apos;s own lines</source>
        <translation>die Konfliktmarkierungen von gits Zeilen-Merge lassen sich nicht von den eigenen Zeilen der Datei unterscheiden</translation>
    </message>
    <message>
        <source>the lines of no flow</source>
        <translation>den Zeilen keines Flows</translation>
    </message>
    <message>
        <source>a side of the line merge&apos;s conflicts is not an inventory (%1)</source>
        <translation>eine Seite der Konflikte des Zeilen-Merges ist kein Inventar (%1)</translation>
    </message>
</context>
<context>
    <name>InventoryLoader</name>
    <message>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message numerus="yes">
        <source>Reading %1: %2 of %3 MB, %n flow(s) so far</source>
        <translation>
            <numerusform>%1 wird gelesen: %2 von %3 MB, bisher %n Flow</numerusform>
            <numerusform>%1 wird gelesen: %2 von %3 MB, bisher %n Flows</numerusform>
        </translation>
    </message>
    <message>
        <source>Opening %1</source>
        <translation>%1 wird geöffnet</translation>
    </message>
    <message>
        <source>Recovering %1</source>
        <translation>%1 wird wiederhergestellt</translation>
    </message>
</context>
<context>
    <name>InventorySave</name>
    <message>
        <source>its layout</source>
        <translation>sein Layout</translation>
    </message>
</context>
<context>
    <name>InventorySaver</name>
    <message>
        <source>Saving %1</source>
        <translation>%1 wird gespeichert</translation>
    </message>
    <message numerus="yes">
        <source>Writing %n flow(s) to %1…</source>
        <translation>
            <numerusform>%n Flow wird in %1 geschrieben…</numerusform>
            <numerusform>%n Flows werden in %1 geschrieben…</numerusform>
        </translation>
    </message>
    <message>
        <source>Saving %1 and reading it back…</source>
        <translation>%1 wird gespeichert und zur Prüfung zurückgelesen…</translation>
    </message>
    <message numerus="yes">
        <source>Writing %1: %2 of %Ln flow(s), %3 MB so far</source>
        <translation>
            <numerusform>%1 wird geschrieben: %2 von %Ln Flow, bisher %3 MB</numerusform>
            <numerusform>%1 wird geschrieben: %2 von %Ln Flows, bisher %3 MB</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InventorySchema</name>
    <message>
        <source>%1 One of %2, in any case; blank is unknown.</source>
        <translation>%1 Einer der Werte %2, in beliebiger Schreibung; leer ist unbekannt.</translation>
    </message>
    <message>
        <source>%1 A number above 0: digits with an optional fraction (20, 0.5); no unit, sign or exponent.</source>
        <translation>%1 Eine Zahl über 0: Ziffern mit optionalem Nachkommateil (20, 0.5); ohne Einheit, Vorzeichen oder Exponent.</translation>
    </message>
    <message>
        <source>%1 A number: digits with an optional fraction (30, 0.8, 007); no unit, sign or exponent.</source>
        <translation>%1 Eine Zahl: Ziffern mit optionalem Nachkommateil (30, 0.8, 007); ohne Einheit, Vorzeichen oder Exponent.</translation>
    </message>
    <message>
        <source>%1 Layers name:attempts joined by ; (attempts counts every try, at least 1), or none.</source>
        <translation>%1 Schichten name:Versuche, getrennt durch ; (Versuche zählt jeden Versuch, mindestens 1), oder none.</translation>
    </message>
    <message>
        <source>What the reviewer found.</source>
        <translation>Was die Prüferin oder der Prüfer festgestellt hat.</translation>
    </message>
    <message>
        <source>Who reviewed it.</source>
        <translation>Wer es geprüft hat.</translation>
    </message>
    <message>
        <source>When, as YYYY-MM-DD.</source>
        <translation>Wann, als JJJJ-MM-TT.</translation>
    </message>
    <message>
        <source>The rules applied by hand: rule ID → status (open, pass, fail, n/a), note, by, on.</source>
        <translation>Die von Hand angewandten Regeln: Regel-ID → Status (open, pass, fail, n/a), note, by, on.</translation>
    </message>
    <message>
        <source>The flow_id of the flows whose finding is accepted.</source>
        <translation>Die flow_id der Flows, deren Befund akzeptiert wird.</translation>
    </message>
    <message>
        <source>The rule whose finding is accepted: a waivable rule.</source>
        <translation>Die Regel, deren Befund akzeptiert wird: eine Regel, für die Ausnahmen erlaubt sind.</translation>
    </message>
    <message>
        <source>Optional: only this field&apos;s finding.</source>
        <translation>Optional: nur der Befund dieses Felds.</translation>
    </message>
    <message>
        <source>Why the risk is accepted.</source>
        <translation>Warum das Risiko akzeptiert wird.</translation>
    </message>
    <message>
        <source>Who answers for it.</source>
        <translation>Wer dafür verantwortlich ist.</translation>
    </message>
    <message>
        <source>Optional: who approved it.</source>
        <translation>Optional: wer es genehmigt hat.</translation>
    </message>
    <message>
        <source>YYYY-MM-DD: in force through that day (UTC), at most 366 days after created.</source>
        <translation>JJJJ-MM-TT: gültig bis einschließlich dieses Tages (UTC), höchstens 366 Tage nach created.</translation>
    </message>
    <message>
        <source>Optional: YYYY-MM-DD, the day it was written.</source>
        <translation>Optional: JJJJ-MM-TT, der Tag, an dem sie geschrieben wurde.</translation>
    </message>
    <message>
        <source>The name shown on the map.</source>
        <translation>Der Name, den die Karte zeigt.</translation>
    </message>
    <message>
        <source>Systems of one group are drawn in one box.</source>
        <translation>Systeme einer Gruppe werden in einem Kasten gezeichnet.</translation>
    </message>
    <message>
        <source>Where the user placed it: [x, y], whole points from the map&apos;s top left.</source>
        <translation>Wohin es gesetzt wurde: [x, y], ganze Punkte von der linken oberen Ecke der Karte.</translation>
    </message>
    <message>
        <source>Names, groups and places the systems of the map.</source>
        <translation>Benennt, gruppiert und platziert die Systeme der Karte.</translation>
    </message>
    <message>
        <source>flow-inventory/1; a newer version is refused, other values are kept.</source>
        <translation>flow-inventory/1; eine neuere Version wird abgelehnt, andere Werte bleiben erhalten.</translation>
    </message>
    <message>
        <source>The inventory&apos;s title.</source>
        <translation>Der Titel des Inventars.</translation>
    </message>
    <message>
        <source>Who keeps the inventory.</source>
        <translation>Wer das Inventar pflegt.</translation>
    </message>
    <message>
        <source>The flows, one map each.</source>
        <translation>Die Flows, je eine Map.</translation>
    </message>
    <message>
        <source>Accepted risks: one rule&apos;s finding on the flows with one ID, until a date.</source>
        <translation>Akzeptierte Risiken: der Befund einer Regel an den Flows mit einer ID, bis zu einem Datum.</translation>
    </message>
    <message>
        <source>FlowAudit flow inventory (flow-inventory/1)</source>
        <translation>FlowAudit-Flow-Inventar (flow-inventory/1)</translation>
    </message>
    <message>
        <source>%1 Yes or no (y, true / n, false, in any case); blank is unknown.</source>
        <translation>%1 Ja oder nein: yes, y, true / no, n, false, in beliebiger Schreibung; leer ist unbekannt.</translation>
    </message>
    <message>
        <source>Not a field, so no rule reads it: did you mean %1? (SC03)</source>
        <translation>Kein Feld, daher liest keine Regel es: meinten Sie %1? (SC03)</translation>
    </message>
</context>
<context>
    <name>LanguageServer</name>
    <message>
        <source>Fix %1: %2</source>
        <translation>Korrektur %1: %2</translation>
    </message>
    <message>
        <source>Accept %1 on %2 as a risk until %3 (then write why, and who owns it)</source>
        <translation>%1 an %2 bis %3 als Risiko akzeptieren (dann begründen und eintragen, wer verantwortlich ist)</translation>
    </message>
    <message>
        <source>Accept %1 on %2 as a risk until %3 (then write why)</source>
        <translation>%1 an %2 bis %3 als Risiko akzeptieren (dann begründen)</translation>
    </message>
    <message>
        <source>Manual reviews</source>
        <translation>Manuelle Prüfungen</translation>
    </message>
    <message>
        <source>no source named</source>
        <translation>keine Quelle genannt</translation>
    </message>
    <message>
        <source>**Vendor cards of this flow** (confirm a number on its page before quoting it):</source>
        <translation>**Anbieterkarten dieses Flows** (eine Zahl vor dem Zitieren auf ihrer Seite bestätigen):</translation>
    </message>
    <message>
        <source>*How to fix:* %1</source>
        <translation>*Behebung:* %1</translation>
    </message>
    <message>
        <source>*Accepted* until %1 by %2: %3 (waiver on line %4)</source>
        <translation>*Akzeptiert* bis %1 von %2: %3 (Ausnahme in Zeile %4)</translation>
    </message>
    <message>
        <source>(flow %1, no flow_id)</source>
        <translation>(Flow %1, ohne flow_id)</translation>
    </message>
    <message>
        <source>waiver: %1 on %2</source>
        <translation>Ausnahme: %1 an %2</translation>
    </message>
    <message>
        <source>- %1: %2 (%3 · %4)</source>
        <translation>- %1: %2 (%3 · %4)</translation>
    </message>
</context>
<context>
    <name>LayerSchedule</name>
    <message>
        <source>RT04 default</source>
        <translation>Vorgabe von RT04</translation>
    </message>
    <message>
        <source>exponential from %1, ×%2, at most %3</source>
        <translation>exponentiell ab %1, ×%2, höchstens %3</translation>
    </message>
    <message>
        <source>every %1</source>
        <translation>alle %1</translation>
    </message>
    <message>
        <source>waits %1</source>
        <translation>Wartezeiten %1</translation>
    </message>
    <message>
        <source>no jitter</source>
        <translation>ohne Jitter</translation>
    </message>
    <message>
        <source>full jitter</source>
        <translation>Full Jitter</translation>
    </message>
    <message>
        <source>equal jitter</source>
        <translation>Equal Jitter</translation>
    </message>
</context>
<context>
    <name>LayoutMerge</name>
    <message>
        <source>THEIRS&apos;s comment changes could not be carried without changing a value; OURS&apos;s comments are kept</source>
        <translation>Die Kommentaränderungen von THEIRS ließen sich nicht übernehmen, ohne einen Wert zu ändern; die Kommentare von OURS bleiben</translation>
    </message>
    <message>
        <source>the conflicts did not read back</source>
        <translation>die Konflikte ließen sich nicht zurücklesen</translation>
    </message>
    <message>
        <source>flow %1 is in a conflict and more than one flow has that ID (SC01), so the conflict cannot be marked in OURS&apos;s layout</source>
        <translation>Flow %1 steht in einem Konflikt, und mehr als ein Flow hat diese ID (SC01), daher lässt sich der Konflikt nicht im Layout von OURS markieren</translation>
    </message>
    <message>
        <source>a flow without a flow_id is in a conflict (SC01), so the conflict cannot be marked in OURS&apos;s layout</source>
        <translation>ein Flow ohne flow_id steht in einem Konflikt (SC01), daher lässt sich der Konflikt nicht im Layout von OURS markieren</translation>
    </message>
</context>
<context>
    <name>LedgerPlan</name>
    <message>
        <source>%1 days</source>
        <translation>%1 Tage</translation>
    </message>
    <message>
        <source>%1: %2 (%3): %4</source>
        <translation>%1: %2 (%3): %4</translation>
    </message>
    <message>
        <source>a ledger cannot deduplicate an effect without a stable business key</source>
        <translation>ein Ledger kann einen Effekt ohne stabilen fachlichen Schlüssel nicht deduplizieren</translation>
    </message>
    <message>
        <source>the ledger&apos;s rows and the purge&apos;s job are named by the flow ID</source>
        <translation>die Zeilen des Ledgers und der Job der Bereinigung tragen die Flow-ID</translation>
    </message>
    <message>
        <source>a ledger cannot be built from a value that cannot be read</source>
        <translation>ein Ledger lässt sich nicht aus einem Wert bauen, der nicht lesbar ist</translation>
    </message>
    <message>
        <source>a ledger&apos;s expiry must be a date a database holds</source>
        <translation>das Ablaufdatum eines Ledgers muss ein Datum sein, das eine Datenbank speichern kann</translation>
    </message>
    <message>
        <source>a ledger that forgets a key before the last replay lets the replay repeat the effect</source>
        <translation>ein Ledger, das einen Schlüssel vor dem letzten Replay vergisst, lässt das Replay den Effekt wiederholen</translation>
    </message>
    <message>
        <source>idempotency_key is blank</source>
        <translation>idempotency_key ist leer</translation>
    </message>
    <message>
        <source>ledger_retention_days is blank; write it, or give --retention-days</source>
        <translation>ledger_retention_days ist leer; eintragen oder --retention-days angeben</translation>
    </message>
    <message>
        <source>ledger_retention_days cannot be read, so the retention is unknown; correct it, or give --retention-days</source>
        <translation>ledger_retention_days ist nicht lesbar, also ist die Aufbewahrung unbekannt; korrigieren oder --retention-days angeben</translation>
    </message>
    <message>
        <source>a retention of %1 (%2) is beyond the dates a database holds; keep keys at most %3</source>
        <translation>eine Aufbewahrung von %1 (%2) reicht über die Daten hinaus, die eine Datenbank speichert; Schlüssel höchstens %3 aufbewahren</translation>
    </message>
    <message>
        <source>a retention of %1 (%2) keeps no key</source>
        <translation>eine Aufbewahrung von %1 (%2) behält keinen Schlüssel</translation>
    </message>
    <message>
        <source>the retention, %1 (%2), is below max_replay_window_days, %3</source>
        <translation>die Aufbewahrung, %1 (%2), liegt unter max_replay_window_days, %3</translation>
    </message>
    <message>
        <source>the retention, %1 (%2), is below backfill_overlap_days, %3</source>
        <translation>die Aufbewahrung, %1 (%2), liegt unter backfill_overlap_days, %3</translation>
    </message>
    <message>
        <source>max_replay_window_days is blank, so no retention can be shown to outlive the replays; write it</source>
        <translation>max_replay_window_days ist leer, also lässt sich für keine Aufbewahrung zeigen, dass sie die Replays überdauert; eintragen</translation>
    </message>
    <message>
        <source>max_replay_window_days cannot be read, so no retention can be shown to outlive the replays; correct it</source>
        <translation>max_replay_window_days ist nicht lesbar, also lässt sich für keine Aufbewahrung zeigen, dass sie die Replays überdauert; korrigieren</translation>
    </message>
    <message>
        <source>a claim needs a lease, so that a crashed worker&apos;s episode is taken over rather than skipped for ever</source>
        <translation>ein Claim braucht eine Lease, damit die Episode eines abgestürzten Workers übernommen statt für immer übersprungen wird</translation>
    </message>
    <message>
        <source>sender_timeout_seconds is blank and no card of the source states an acknowledgement timeout; write it, or give --lease-seconds</source>
        <translation>sender_timeout_seconds ist leer, und keine Karte der Quelle nennt einen Bestätigungs-Timeout; tragen Sie ihn ein oder geben Sie --lease-seconds an</translation>
    </message>
    <message>
        <source>a lease of %1 seconds (%2) is not above 0 and at most a day</source>
        <translation>eine Lease von %1 Sekunden (%2) liegt nicht über 0 und höchstens bei einem Tag</translation>
    </message>
</context>
<context>
    <name>LegibleMap</name>
    <message>
        <source>Too many systems to read at this size, and no flow fails; flowaudit-cli map --around SYSTEM shows one part of it.</source>
        <translation>Zu viele Systeme, um sie in dieser Größe zu lesen, und kein Flow schlägt fehl; flowaudit-cli map --around SYSTEM zeigt einen Teil davon.</translation>
    </message>
    <message>
        <source>Only the failing flows: %1 of %2 flows shown, %3 left out.</source>
        <translation>Nur die fehlschlagenden Flows: %1 von %2 Flows gezeigt, %3 ausgelassen.</translation>
    </message>
    <message numerus="yes">
        <source>Only the failing flows of the %n busiest system pair(s): %1 of %2 flows shown, %3 left out (%4 of them failing).</source>
        <translation>
            <numerusform>Nur die fehlschlagenden Flows des %n meistgenutzten Systempaars: %1 von %2 Flows gezeigt, %3 ausgelassen (davon %4 fehlschlagend).</numerusform>
            <numerusform>Nur die fehlschlagenden Flows der %n meistgenutzten Systempaare: %1 von %2 Flows gezeigt, %3 ausgelassen (davon %4 fehlschlagend).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every failing flow and the %n busiest other arrow(s): %1 of %2 flows shown, %3 left out (none of them failing).</source>
        <translation>
            <numerusform>Jeder fehlschlagende Flow und %n belebtester anderer Pfeil: %1 von %2 Flows gezeigt, %3 ausgelassen (keiner davon fehlschlagend).</numerusform>
            <numerusform>Jeder fehlschlagende Flow und die %n belebtesten anderen Pfeile: %1 von %2 Flows gezeigt, %3 ausgelassen (keiner davon fehlschlagend).</numerusform>
        </translation>
    </message>
    <message>
        <source>Failing flows, part %1 of %2: %3 of the %4 failing flows; the %5 that pass are left out.</source>
        <translation>Fehlschlagende Flows, Teil %1 von %2: %3 der %4 fehlschlagenden Flows; die %5 bestandenen sind ausgelassen.</translation>
    </message>
</context>
<context>
    <name>LineMerge</name>
    <message>
        <source>libgit2 could not merge</source>
        <translation>libgit2 konnte nicht zusammenführen</translation>
    </message>
</context>
<context>
    <name>LintFormat</name>
    <message numerus="yes">
        <source>%n FAIL finding(s)</source>
        <translation>
            <numerusform>%n FAIL-Befund</numerusform>
            <numerusform>%n FAIL-Befunde</numerusform>
        </translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>row %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>read the inventory</source>
        <translation>Inventar lesen</translation>
    </message>
    <message>
        <source>accepted until %1 (%2: %3): %4</source>
        <translation>akzeptiert bis %1 (%2: %3): %4</translation>
    </message>
    <message>
        <source>waiver %1: %2 on %3</source>
        <translation>Ausnahme %1: %2 bei %3</translation>
    </message>
    <message>
        <source> (accepted until %1, %2: %3)</source>
        <translation> (akzeptiert bis %1, %2: %3)</translation>
    </message>
    <message>
        <source>(waiver %1)</source>
        <translation>(Ausnahme %1)</translation>
    </message>
    <message>
        <source>(row %1)</source>
        <translation>(Zeile %1)</translation>
    </message>
    <message>
        <source>%1: absent since the baseline (fixed): %2 %3 %4%5
</source>
        <translation>%1: seit der Baseline nicht mehr vorhanden (behoben): %2 %3 %4%5
</translation>
    </message>
    <message>
        <source>  how to fix %1 (%2): %3
</source>
        <translation>  Behebung von %1 (%2): %3
</translation>
    </message>
    <message>
        <source>%1: flows %2, FAIL %3, WARN %4, INFO %5</source>
        <translation>%1: Flows %2, FAIL %3, WARN %4, INFO %5</translation>
    </message>
    <message>
        <source>, accepted %1</source>
        <translation>, akzeptiert %1</translation>
    </message>
    <message>
        <source>; against the baseline: new %1, unchanged %2, updated %3, absent %4</source>
        <translation>; gegenüber der Baseline: neu %1, unverändert %2, geändert %3, nicht mehr vorhanden %4</translation>
    </message>
    <message>
        <source>FlowAudit: not an inventory</source>
        <translation>FlowAudit: kein Inventar</translation>
    </message>
    <message>
        <source>Not an inventory: %1</source>
        <translation>Kein Inventar: %1</translation>
    </message>
    <message>
        <source>%1 %2 (accepted) %3</source>
        <translation>%1 %2 (akzeptiert) %3</translation>
    </message>
</context>
<context>
    <name>MapFocus</name>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 und %n weiteres</numerusform>
            <numerusform>%1 und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>no group &quot;%1&quot;: the map has no groups (a system&apos;s group is set in the systems: block)</source>
        <translation>keine Gruppe „%1“: die Landkarte hat keine Gruppen (die Gruppe eines Systems steht im systems:-Block)</translation>
    </message>
    <message>
        <source>no group &quot;%1&quot; on the map; its groups are %2</source>
        <translation>keine Gruppe „%1“ auf der Landkarte; ihre Gruppen sind %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no flow left to show once the other options are applied</source>
        <translation>„%1“ hat keinen Flow mehr zu zeigen, wenn die anderen Optionen angewandt sind</translation>
    </message>
    <message>
        <source>no system &quot;%1&quot; on the map; its systems are %2</source>
        <translation>kein System „%1“ auf der Landkarte; ihre Systeme sind %2</translation>
    </message>
    <message>
        <source>only failing flows</source>
        <translation>nur fehlschlagende Flows</translation>
    </message>
    <message>
        <source>only failing and warning flows</source>
        <translation>nur fehlschlagende und warnende Flows</translation>
    </message>
    <message>
        <source>in and out of group %1</source>
        <translation>in und aus Gruppe %1</translation>
    </message>
    <message numerus="yes">
        <source>within %n arrow(s) of %1</source>
        <translation>
            <numerusform>höchstens %n Pfeil von %1 entfernt</numerusform>
            <numerusform>höchstens %n Pfeile von %1 entfernt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MapGraph</name>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message numerus="yes">
        <source>%n flow(s)</source>
        <translation>
            <numerusform>%n Flow</numerusform>
            <numerusform>%n Flows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 → %2: %n flow(s)</source>
        <translation>
            <numerusform>%1 → %2: %n Flow</numerusform>
            <numerusform>%1 → %2: %n Flows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MapLayout</name>
    <message>
        <source>Graphviz could not lay out the map</source>
        <translation>Graphviz konnte die Landkarte nicht anordnen</translation>
    </message>
    <message>
        <source>Graphviz could not route the arrows</source>
        <translation>Graphviz konnte die Pfeile nicht führen</translation>
    </message>
</context>
<context>
    <name>MapStyle</name>
    <message>
        <source>FAIL</source>
        <translation>FAIL</translation>
    </message>
    <message>
        <source>WARN</source>
        <translation>WARN</translation>
    </message>
    <message>
        <source>accepted by a waiver</source>
        <translation>durch eine Ausnahme akzeptiert</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>MergeConflict</name>
    <message>
        <source>waiver of %1 on %2</source>
        <translation>Ausnahme für %1 bei %2</translation>
    </message>
    <message>
        <source>waiver of %1 (%2) on %3</source>
        <translation>Ausnahme für %1 (%2) bei %3</translation>
    </message>
    <message>
        <source>top-level key %1</source>
        <translation>Schlüssel %1 der obersten Ebene</translation>
    </message>
    <message>
        <source>the whole flow %1</source>
        <translation>der ganze Flow %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>review %1 of %2</source>
        <translation>Prüfung %1 von %2</translation>
    </message>
    <message>
        <source>the whole %1</source>
        <translation>die ganze %1</translation>
    </message>
    <message>
        <source>%1 of the %2</source>
        <translation>%1 der %2</translation>
    </message>
</context>
<context>
    <name>PasteColumns</name>
    <message numerus="yes">
        <source>Not pasted: the column(s) %1, which name no field of the table.</source>
        <translation>
            <numerusform>Nicht eingefügt: die Spalte %1, die kein Feld der Tabelle benennt.</numerusform>
            <numerusform>Nicht eingefügt: die Spalten %1, die kein Feld der Tabelle benennen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not pasted: %n cell(s) of each row beyond the header&apos;s last column.</source>
        <translation>
            <numerusform>Nicht eingefügt: %n Zelle jeder Zeile hinter der letzten Spalte der Kopfzeile.</numerusform>
            <numerusform>Nicht eingefügt: %n Zellen jeder Zeile hinter der letzten Spalte der Kopfzeile.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not pasted: %n column(s) of the clipboard past the table&apos;s last column, the first starting with %1. Paste from a column further left, or with a header row.</source>
        <translation>
            <numerusform>Nicht eingefügt: %n Spalte der Zwischenablage hinter der letzten Spalte der Tabelle, die erste beginnt mit %1. Fügen Sie weiter links ein oder mit einer Kopfzeile.</numerusform>
            <numerusform>Nicht eingefügt: %n Spalten der Zwischenablage hinter der letzten Spalte der Tabelle, die erste beginnt mit %1. Fügen Sie weiter links ein oder mit einer Kopfzeile.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not pasted: %n column(s) under an empty header cell.</source>
        <translation>
            <numerusform>Nicht eingefügt: %n Spalte unter einer leeren Zelle der Kopfzeile.</numerusform>
            <numerusform>Nicht eingefügt: %n Spalten unter leeren Zellen der Kopfzeile.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlatformSchedule</name>
    <message>
        <source>%1 card: %2</source>
        <translation>Karte %1: %2</translation>
    </message>
    <message>
        <source>%1 card: fixed waits of %2 (the stated maximum)</source>
        <translation>Karte %1: feste Wartezeiten von %2 (das genannte Maximum)</translation>
    </message>
</context>
<context>
    <name>QuoteNumber</name>
    <message numerus="yes">
        <source>the quote has %n word(s); a quote is a sentence of at least %1 words, enough to be found once on the page</source>
        <translation>
            <numerusform>das Zitat hat %n Wort; ein Zitat ist ein Satz aus mindestens %1 Wörtern, genug, um einmal auf der Seite gefunden zu werden</numerusform>
            <numerusform>das Zitat hat %n Wörter; ein Zitat ist ein Satz aus mindestens %1 Wörtern, genug, um einmal auf der Seite gefunden zu werden</numerusform>
        </translation>
    </message>
    <message>
        <source>the quote does not state the window&apos;s %1 (in digits or words, in any unit: &quot;3 days&quot;, &quot;72 hours&quot;)</source>
        <translation>das Zitat nennt die %1 des Fensters nicht (in Ziffern oder Worten, in jeder Einheit: „3 days“, „72 hours“)</translation>
    </message>
    <message>
        <source>the quote does not state the count %1 (in digits or words)</source>
        <translation>das Zitat nennt die Anzahl %1 nicht (in Ziffern oder Worten)</translation>
    </message>
    <message>
        <source>the quote states no step of the schedule</source>
        <translation>das Zitat nennt keinen Schritt des Zeitplans</translation>
    </message>
    <message>
        <source>the quote states none of the fact&apos;s numbers (%1), in digits or words</source>
        <translation>das Zitat nennt keine der Zahlen des Fakts (%1), in Ziffern oder Worten</translation>
    </message>
</context>
<context>
    <name>RecoveryOffer</name>
    <message>
        <source>Cannot recover %1</source>
        <translation>%1 kann nicht wiederhergestellt werden</translation>
    </message>
    <message>
        <source>%1

The recovery copy is kept.</source>
        <translation>%1

Die Wiederherstellungskopie bleibt erhalten.</translation>
    </message>
</context>
<context>
    <name>RecoveryStore</name>
    <message>
        <source>cannot create the folder for recovery copies</source>
        <translation>der Ordner für Wiederherstellungskopien kann nicht angelegt werden</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>the flow&apos;s backfill overlap</source>
        <translation>die Backfill-Überlappung des Flows</translation>
    </message>
</context>
<context>
    <name>ReportComposer</name>
    <message>
        <source>Audit report: %1</source>
        <translation>Prüfbericht: %1</translation>
    </message>
    <message>
        <source>FlowAudit audit report · %1 · %2</source>
        <translation>FlowAudit-Prüfbericht · %1 · %2</translation>
    </message>
    <message>
        <source>Flows</source>
        <translation>Flows</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>not evaluated</source>
        <translation>nicht geprüft</translation>
    </message>
    <message>
        <source>STALE</source>
        <translation>VERALTET</translation>
    </message>
    <message>
        <source>row %1, no flow ID</source>
        <translation>Zeile %1, ohne Flow-ID</translation>
    </message>
    <message>
        <source>%1 (row %2)</source>
        <translation>%1 (Zeile %2)</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 Tage</translation>
    </message>
    <message>
        <source>(not given)</source>
        <translation>(nicht angegeben)</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Angabe</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Inventory</source>
        <translation>Inventar</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>Verantwortlich</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>(never saved)</source>
        <translation>(nie gespeichert)</translation>
    </message>
    <message>
        <source>SHA-256 of the file as saved</source>
        <translation>SHA-256 der gespeicherten Datei</translation>
    </message>
    <message>
        <source>(no saved file)</source>
        <translation>(keine gespeicherte Datei)</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>FlowAudit version</source>
        <translation>FlowAudit-Version</translation>
    </message>
    <message>
        <source>Rules version</source>
        <translation>Regelversion</translation>
    </message>
    <message>
        <source>DRAFT: the inventory had unsaved changes when this report was made. The report shows the edited inventory, which differs from the file with the checksum above.</source>
        <translation>ENTWURF: Das Inventar hatte beim Erstellen dieses Berichts ungespeicherte Änderungen. Der Bericht zeigt das bearbeitete Inventar, das sich von der Datei mit der obigen Prüfsumme unterscheidet.</translation>
    </message>
    <message>
        <source>This report is the evidence of an audit of the inventory&apos;s delivery reliability: how each flow is triggered, what it writes, its idempotency key, how long its ledger keeps keys, how its retries nest and how fast its webhook receiver acknowledges. To confirm that it describes a given file, compare the file&apos;s SHA-256 checksum (sha256sum FILE) with the one above.</source>
        <translation>Dieser Bericht belegt eine Prüfung der Zustellzuverlässigkeit des Inventars: wie jeder Flow ausgelöst wird, was er schreibt, sein Idempotenzschlüssel, wie lange sein Ledger Schlüssel behält, wie seine Retries verschachtelt sind und wie schnell sein Webhook-Empfänger bestätigt. Ob er eine bestimmte Datei beschreibt, zeigt der Vergleich ihrer SHA-256-Prüfsumme (sha256sum DATEI) mit der obigen.</translation>
    </message>
    <message>
        <source>Every verdict is given by word and by icon: %1 (no finding), %2 (the rule is broken), %3 (a risk to look at), %4 (advice), %5 (a cell the rule reads is invalid, so the rule could not be applied) and %6 (a vendor card to confirm before quoting).</source>
        <translation>Jedes Ergebnis wird als Wort und als Symbol angegeben: %1 (kein Befund), %2 (die Regel ist verletzt), %3 (ein zu prüfendes Risiko), %4 (Hinweis), %5 (eine Zelle, die die Regel liest, ist ungültig, daher konnte die Regel nicht angewandt werden) und %6 (eine Anbieterkarte, die vor dem Zitieren zu bestätigen ist).</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>Summary: counts per rule, manual review progress, stale vendor cards</source>
        <translation>Zusammenfassung: Zahlen je Regel, Fortschritt der manuellen Prüfung, veraltete Anbieterkarten</translation>
    </message>
    <message>
        <source>Evidence matrix: every flow against every rule</source>
        <translation>Beweismatrix: jeder Flow gegen jede Regel</translation>
    </message>
    <message>
        <source>Flows: fields, findings, arithmetic and manual reviews of each flow</source>
        <translation>Flows: Felder, Befunde, Rechnung und manuelle Prüfung jedes Flows</translation>
    </message>
    <message>
        <source>Vendor cards the inventory refers to</source>
        <translation>Anbieterkarten, auf die sich das Inventar bezieht</translation>
    </message>
    <message>
        <source>Appendix: what every rule, advisory and field means</source>
        <translation>Anhang: was jede Regel, jeder Hinweis und jedes Feld bedeutet</translation>
    </message>
    <message>
        <source>Sign-off</source>
        <translation>Freigabe</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Unterschrift</translation>
    </message>
    <message>
        <source>Reviewed by</source>
        <translation>Geprüft von</translation>
    </message>
    <message>
        <source>Approved by</source>
        <translation>Freigegeben von</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>Verdict: no flow breaks a rule (no FAIL finding).</source>
        <translation>Ergebnis: Kein Flow verletzt eine Regel (kein FAIL-Befund).</translation>
    </message>
    <message>
        <source>Findings per rule</source>
        <translation>Befunde je Regel</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Flows that pass</source>
        <translation>Bestandene Flows</translation>
    </message>
    <message>
        <source>Not evaluated</source>
        <translation>Nicht geprüft</translation>
    </message>
    <message>
        <source>SC02 gives one finding per invalid cell, so its counts can exceed the number of flows.</source>
        <translation>SC02 liefert einen Befund je ungültige Zelle; seine Anzahlen können daher die Zahl der Flows übersteigen.</translation>
    </message>
    <message>
        <source>Vendor advisories</source>
        <translation>Anbieterhinweise</translation>
    </message>
    <message>
        <source>Advisory</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Advisories come from the vendor cards. They never change a rule&apos;s verdict.</source>
        <translation>Hinweise stammen aus den Anbieterkarten. Sie ändern nie das Ergebnis einer Regel.</translation>
    </message>
    <message>
        <source>Manual review progress</source>
        <translation>Fortschritt der manuellen Prüfung</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Bedeutung</translation>
    </message>
    <message>
        <source>fail</source>
        <translation>nicht bestanden</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>entfällt</translation>
    </message>
    <message>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>Vendor cards</source>
        <translation>Anbieterkarten</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Evidence matrix</source>
        <translation>Beweismatrix</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Flow</source>
        <translation>Flow</translation>
    </message>
    <message>
        <source>(no flow ID)</source>
        <translation>(ohne Flow-ID)</translation>
    </message>
    <message>
        <source>more than %1</source>
        <translation>mehr als %1</translation>
    </message>
    <message>
        <source>this flow&apos;s backfill overlap</source>
        <translation>Backfill-Überlappung dieses Flows</translation>
    </message>
    <message>
        <source>%1 (checked %2)</source>
        <translation>%1 (geprüft %2)</translation>
    </message>
    <message>
        <source>Flow %1</source>
        <translation>Flow %1</translation>
    </message>
    <message>
        <source>Flow %1: %2</source>
        <translation>Flow %1: %2</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Felder</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Value as written</source>
        <translation>Wert, wie geschrieben</translation>
    </message>
    <message>
        <source>(blank)</source>
        <translation>(leer)</translation>
    </message>
    <message>
        <source>%1 (not a FlowAudit field)</source>
        <translation>%1 (kein FlowAudit-Feld)</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>No finding: every rule passes.</source>
        <translation>Kein Befund: Jede Regel ist erfüllt.</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Befund</translation>
    </message>
    <message>
        <source>How to fix</source>
        <translation>Behebung</translation>
    </message>
    <message>
        <source>Not evaluated, because a cell they read is invalid: %1.</source>
        <translation>Nicht geprüft, weil eine Zelle, die sie lesen, ungültig ist: %1.</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Manual review</source>
        <translation>Manuelle Prüfung</translation>
    </message>
    <message>
        <source>The reviews of this flow are not a map of rules, so FlowAudit cannot read them; as written: %1</source>
        <translation>Die Prüfungen dieses Flows sind keine Zuordnung von Regeln, FlowAudit kann sie daher nicht lesen; wie geschrieben: %1</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>Reviewer</source>
        <translation>Prüfer</translation>
    </message>
    <message>
        <source>%1 (as written)</source>
        <translation>%1 (wie geschrieben)</translation>
    </message>
    <message>
        <source>Arithmetic</source>
        <translation>Rechnung</translation>
    </message>
    <message>
        <source>Acknowledgement budget (WH01): not an inbound webhook, so the rule does not apply.</source>
        <translation>Bestätigungsbudget (WH01): kein eingehender Webhook, die Regel gilt daher nicht.</translation>
    </message>
    <message>
        <source>Retry product (RT01): retry_layers is blank, so the number of attempts is unknown.</source>
        <translation>Retry-Produkt (RT01): retry_layers ist leer, die Zahl der Versuche ist daher unbekannt.</translation>
    </message>
    <message>
        <source>Retry product (RT01): retry_layers is invalid (%1).</source>
        <translation>Retry-Produkt (RT01): retry_layers ist ungültig (%1).</translation>
    </message>
    <message>
        <source>Retry product (RT01): no retries anywhere, 1 attempt.</source>
        <translation>Retry-Produkt (RT01): nirgends Retries, 1 Versuch.</translation>
    </message>
    <message>
        <source>Retry product (RT01): %1 = %2 attempts per event, %3.</source>
        <translation>Retry-Produkt (RT01): %1 = %2 Versuche pro Event, %3.</translation>
    </message>
    <message>
        <source>ABOVE the limit of %1</source>
        <translation>ÜBER der Grenze von %1</translation>
    </message>
    <message>
        <source>within the limit of %1</source>
        <translation>innerhalb der Grenze von %1</translation>
    </message>
    <message>
        <source>With %1 retries turned off (retry_layers: %2) the product would be %3.</source>
        <translation>Ohne Retries in %1 (retry_layers: %2) wäre das Produkt %3.</translation>
    </message>
    <message>
        <source>No vendor card states a retry, resend or replay window for this flow&apos;s source or iPaaS, and it has no backfill overlap.</source>
        <translation>Keine Anbieterkarte nennt ein Retry-, Neusende- oder Replay-Fenster für die Quelle oder die iPaaS dieses Flows, und er hat keine Backfill-Überlappung.</translation>
    </message>
    <message>
        <source>Window the ledger must outlive</source>
        <translation>Fenster, das das Ledger überdauern muss</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Herkunft</translation>
    </message>
    <message>
        <source>Backfill overlap</source>
        <translation>Backfill-Überlappung</translation>
    </message>
    <message>
        <source>Whole days that cover the longest window: %1.</source>
        <translation>Ganze Tage, die das längste Fenster abdecken: %1.</translation>
    </message>
    <message>
        <source>No flow names a vendor that FlowAudit has a card for.</source>
        <translation>Kein Flow nennt einen Anbieter, für den FlowAudit eine Karte hat.</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>und %n weiterer</numerusform>
            <numerusform>und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Checked</source>
        <translation>Geprüft</translation>
    </message>
    <message>
        <source>current (checked within %1 days)</source>
        <translation>aktuell (innerhalb von %1 Tagen geprüft)</translation>
    </message>
    <message>
        <source>Used by</source>
        <translation>Verwendet von</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <source>As the vendor states it</source>
        <translation>Wie der Anbieter es nennt</translation>
    </message>
    <message>
        <source>attempts: %1</source>
        <translation>Versuche: %1</translation>
    </message>
    <message>
        <source>schedule: %1</source>
        <translation>Zeitplan: %1</translation>
    </message>
    <message>
        <source>Retries: %1.</source>
        <translation>Retries: %1.</translation>
    </message>
    <message>
        <source>Retry-After is read in %1.</source>
        <translation>Retry-After wird in %1 gelesen.</translation>
    </message>
    <message>
        <source>The contract in the vendor&apos;s words:</source>
        <translation>Der Vertrag in den Worten des Anbieters:</translation>
    </message>
    <message>
        <source>Appendix: what the rules, advisories and fields mean</source>
        <translation>Anhang: was die Regeln, Hinweise und Felder bedeuten</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Reads: %1.</source>
        <translation>Liest: %1.</translation>
    </message>
    <message>
        <source>%1, at most %2</source>
        <translation>%1, höchstens %2</translation>
    </message>
    <message>
        <source>Rules reviewed by hand</source>
        <translation>Von Hand geprüfte Regeln</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>DRAFT: the inventory had never been saved when this report was made, so no file can be checked against it.</source>
        <translation>ENTWURF: Das Inventar war beim Erstellen dieses Berichts noch nie gespeichert worden; daher lässt sich keine Datei damit abgleichen.</translation>
    </message>
    <message>
        <source>%1 (no checked date)</source>
        <translation>%1 (ohne Prüfdatum)</translation>
    </message>
    <message>
        <source>Every rule of the checklist has been reviewed.</source>
        <translation>Jede Regel der Checkliste ist geprüft.</translation>
    </message>
    <message>
        <source>Open, not reviewed yet (%1 of %2): %3.</source>
        <translation>Offen, noch nicht geprüft (%1 von %2): %3.</translation>
    </message>
    <message>
        <source>DRAFT %1</source>
        <translation>ENTWURF %1</translation>
    </message>
    <message>
        <source>DRAFT · %1</source>
        <translation>ENTWURF · %1</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n Tag</numerusform>
            <numerusform>%n Tage</numerusform>
        </translation>
    </message>
    <message>
        <source>Vendor cards with your edits</source>
        <translation>Anbieterkarten mit Ihren Änderungen</translation>
    </message>
    <message>
        <source>The inventory has no flows: there is nothing to audit.</source>
        <translation>Das Inventar hat keine Flows: Es gibt nichts zu prüfen.</translation>
    </message>
    <message>
        <source>n/e</source>
        <translation>n. g.</translation>
    </message>
    <message>
        <source>Every flow against every rule: what passed as well as what did not. %1 means not evaluated: a cell the rule reads is invalid (see SC02 for that flow), so the rule could not be applied.</source>
        <translation>Jeder Flow gegen jede Regel: was bestanden hat und was nicht. %1 bedeutet „nicht geprüft“: Eine Zelle, die die Regel liest, ist ungültig (siehe SC02 dieses Flows), daher konnte die Regel nicht angewandt werden.</translation>
    </message>
    <message>
        <source>Vendor cards and advice</source>
        <translation>Anbieterkarten und Hinweise</translation>
    </message>
    <message>
        <source>No vendor card matches this flow&apos;s source, destination or iPaaS.</source>
        <translation>Keine Anbieterkarte passt zu Quelle, Ziel oder iPaaS dieses Flows.</translation>
    </message>
    <message>
        <source>Your edits</source>
        <translation>Ihre Änderungen</translation>
    </message>
    <message>
        <source>This card carries edits made in FlowAudit: not every fact, number or date below is the vendor&apos;s own.</source>
        <translation>Diese Karte enthält in FlowAudit vorgenommene Änderungen: Nicht alle Aussagen, Zahlen und Daten unten stammen vom Anbieter.</translation>
    </message>
    <message>
        <source>The contract, with your edits:</source>
        <translation>Der Vertrag, mit Ihren Änderungen:</translation>
    </message>
    <message>
        <source>untitled inventory</source>
        <translation>unbenanntes Inventar</translation>
    </message>
    <message>
        <source>Its card states no checked date.</source>
        <translation>Die Karte nennt kein Prüfdatum.</translation>
    </message>
    <message>
        <source>Its card was checked %1 and is STALE: confirm before quoting.</source>
        <translation>Die Karte wurde am %1 geprüft und ist VERALTET: vor dem Zitieren bestätigen.</translation>
    </message>
    <message>
        <source>Its card was checked %1.</source>
        <translation>Die Karte wurde am %1 geprüft.</translation>
    </message>
    <message>
        <source>%1 states an acknowledgement timeout of %2. %3</source>
        <translation>%1 nennt ein Bestätigungs-Timeout von %2. %3</translation>
    </message>
    <message>
        <source>IP07: %1 of %2: %3. A replay older than that gets no help from it; only the flow&apos;s own ledger stops the duplicate. %4</source>
        <translation>IP07: %1 von %2: %3. Bei einem älteren Replay hilft das nicht; nur das eigene Ledger des Flows verhindert das Duplikat. %4</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>akzeptiert</translation>
    </message>
    <message>
        <source>Accepted risks (waivers)</source>
        <translation>Akzeptierte Risiken (Ausnahmen)</translation>
    </message>
    <message>
        <source>%1, of which %2 in force on %3 (UTC)</source>
        <translation>%1, davon %2 am %3 (UTC) in Kraft</translation>
    </message>
    <message>
        <source>A finding marked %1 is one a named person accepted as a risk until a date (a waiver in force): it keeps its severity and is still shown, but counts for no verdict.</source>
        <translation>Ein mit %1 gekennzeichneter Befund wurde von einer namentlich genannten Person bis zu einem Datum als Risiko akzeptiert (eine geltende Ausnahme): Er behält seinen Schweregrad und wird weiter angezeigt, fließt aber in kein Ergebnis ein.</translation>
    </message>
    <message>
        <source>Accepted risks: every waiver, its state and the findings it accepts</source>
        <translation>Akzeptierte Risiken: jede Ausnahme, ihr Stand und die Befunde, die sie akzeptiert</translation>
    </message>
    <message>
        <source>Verdict: no flow breaks a rule, apart from the risks accepted (no FAIL finding that is not accepted).</source>
        <translation>Ergebnis: Kein Flow verletzt eine Regel, abgesehen von den akzeptierten Risiken (kein FAIL-Befund, der nicht akzeptiert ist).</translation>
    </message>
    <message>
        <source>acc.</source>
        <comment>accepted, in the evidence matrix&apos;s narrow cells</comment>
        <translation>akz.</translation>
    </message>
    <message>
        <source>A cell marked %1 (accepted): every finding of the rule on that flow is accepted as a risk by a waiver in force (see Accepted risks); a cell with a finding that is not accepted shows that finding&apos;s verdict.</source>
        <translation>Eine mit %1 (akzeptiert) markierte Zelle: Jeder Befund der Regel für diesen Flow ist durch eine geltende Ausnahme als Risiko akzeptiert (siehe Akzeptierte Risiken); eine Zelle mit einem nicht akzeptierten Befund zeigt dessen Ergebnis.</translation>
    </message>
    <message>
        <source>%1, accepted</source>
        <translation>%1, akzeptiert</translation>
    </message>
    <message>
        <source>Every FAIL of this flow is accepted as a risk: it counts as accepted, not as failing.</source>
        <translation>Jeder FAIL-Befund dieses Flows ist als Risiko akzeptiert: Er zählt als akzeptiert, nicht als fehlschlagend.</translation>
    </message>
    <message>
        <source>Rules about waivers</source>
        <translation>Regeln zu Ausnahmen</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>(no flow_id)</source>
        <translation>(keine flow_id)</translation>
    </message>
    <message>
        <source>(no rule)</source>
        <translation>(keine Regel)</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 für %2</translation>
    </message>
    <message>
        <source>%1 on %2 (%3)</source>
        <translation>%1 für %2 (%3)</translation>
    </message>
    <message>
        <source>None: an invalid waiver covers nothing.</source>
        <translation>Keiner: Eine ungültige Ausnahme deckt nichts ab.</translation>
    </message>
    <message>
        <source>No finding matches it any more.</source>
        <translation>Kein Befund passt mehr zu ihr.</translation>
    </message>
    <message>
        <source>Covers no finding: the problem was fixed, or the flow was renamed or removed.</source>
        <translation>Deckt keinen Befund ab: Das Problem wurde behoben, oder der Flow wurde umbenannt oder entfernt.</translation>
    </message>
    <message>
        <source>Row %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>INVALID (WV04): %1</source>
        <translation>UNGÜLTIG (WV04): %1</translation>
    </message>
    <message numerus="yes">
        <source>EXPIRED %n day(s) ago (WV01): its finding counts again</source>
        <translation>
            <numerusform>ABGELAUFEN vor %n Tag (WV01): Ihr Befund zählt wieder</numerusform>
            <numerusform>ABGELAUFEN vor %n Tagen (WV01): Ihr Befund zählt wieder</numerusform>
        </translation>
    </message>
    <message>
        <source>covers no finding (WV03): remove it</source>
        <translation>deckt keinen Befund ab (WV03): entfernen</translation>
    </message>
    <message>
        <source>in force, expires today (WV02)</source>
        <translation>in Kraft, läuft heute ab (WV02)</translation>
    </message>
    <message numerus="yes">
        <source>in force, expires in %n day(s) (WV02)</source>
        <translation>
            <numerusform>in Kraft, läuft in %n Tag ab (WV02)</numerusform>
            <numerusform>in Kraft, läuft in %n Tagen ab (WV02)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in force, %n day(s) left</source>
        <translation>
            <numerusform>in Kraft, noch %n Tag</numerusform>
            <numerusform>in Kraft, noch %n Tage</numerusform>
        </translation>
    </message>
    <message>
        <source>Accepted as a risk by %1 until %2 (waiver %3): %4</source>
        <translation>Als Risiko akzeptiert von %1 bis %2 (Ausnahme %3): %4</translation>
    </message>
    <message>
        <source>Accepted as a risk by %1, approved by %2, until %3 (waiver %4): %5</source>
        <translation>Als Risiko akzeptiert von %1, genehmigt von %2, bis %3 (Ausnahme %4): %5</translation>
    </message>
    <message>
        <source>Its waiver (waiver %1, owner %2) EXPIRED on %3: it counts again (WV01).</source>
        <translation>Seine Ausnahme (Ausnahme %1, verantwortlich %2) ist am %3 ABGELAUFEN: Er zählt wieder (WV01).</translation>
    </message>
    <message numerus="yes">
        <source>Accepted risks: %n waiver(s), %1 in force, %2 expiring within %3 days, %4 expired, %5 covering no finding, %6 invalid. Findings about the waivers: FAIL %7 · WARN %8 · INFO %9.</source>
        <translation>
            <numerusform>Akzeptierte Risiken: %n Ausnahme, %1 in Kraft, %2 laufen innerhalb von %3 Tagen ab, %4 abgelaufen, %5 ohne Befund, %6 ungültig. Befunde zu den Ausnahmen: FAIL %7 · WARN %8 · INFO %9.</numerusform>
            <numerusform>Akzeptierte Risiken: %n Ausnahmen, %1 in Kraft, %2 laufen innerhalb von %3 Tagen ab, %4 abgelaufen, %5 ohne Befund, %6 ungültig. Befunde zu den Ausnahmen: FAIL %7 · WARN %8 · INFO %9.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, expired %2</source>
        <translation>%1, abgelaufen am %2</translation>
    </message>
    <message>
        <source>EXPIRED waivers: the findings they accepted count again (WV01): %1.</source>
        <translation>ABGELAUFENE Ausnahmen: Die Befunde, die sie akzeptierten, zählen wieder (WV01): %1.</translation>
    </message>
    <message>
        <source>INVALID waivers accept nothing (WV04, FAIL): %1.</source>
        <translation>UNGÜLTIGE Ausnahmen akzeptieren nichts (WV04, FAIL): %1.</translation>
    </message>
    <message>
        <source>Accepted risks</source>
        <translation>Akzeptierte Risiken</translation>
    </message>
    <message>
        <source>The risks a named person accepted until a date: the inventory&apos;s waivers, as they stand on %1, the report&apos;s date in UTC. A waiver is in force through the end of its expiry day. A finding it accepts keeps its severity and is still shown on its flow&apos;s page, but counts for no verdict; once the waiver has expired, the finding counts again.</source>
        <translation>Die Risiken, die eine namentlich genannte Person bis zu einem Datum akzeptiert hat: die Ausnahmen des Inventars mit ihrem Stand am %1, dem Datum des Berichts in UTC. Eine Ausnahme gilt bis zum Ende ihres Ablauftags. Ein Befund, den sie akzeptiert, behält seinen Schweregrad und steht weiter auf der Seite seines Flows, fließt aber in kein Ergebnis ein; sobald die Ausnahme abgelaufen ist, zählt der Befund wieder.</translation>
    </message>
    <message numerus="yes">
        <source>%n waiver(s): %1 in force, %2 expiring within %3 days, %4 expired, %5 covering no finding, %6 invalid.</source>
        <translation>
            <numerusform>%n Ausnahme: %1 in Kraft, %2 laufen innerhalb von %3 Tagen ab, %4 abgelaufen, %5 ohne Befund, %6 ungültig.</numerusform>
            <numerusform>%n Ausnahmen: %1 in Kraft, %2 laufen innerhalb von %3 Tagen ab, %4 abgelaufen, %5 ohne Befund, %6 ungültig.</numerusform>
        </translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Justification</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <source>Owner, approved by</source>
        <translation>Verantwortlich, genehmigt von</translation>
    </message>
    <message>
        <source>Expires</source>
        <translation>Läuft ab</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>%1
approved by %2</source>
        <translation>%1
genehmigt von %2</translation>
    </message>
    <message>
        <source>Findings about the waivers</source>
        <translation>Befunde zu den Ausnahmen</translation>
    </message>
    <message>
        <source>Waiver</source>
        <translation>Ausnahme</translation>
    </message>
    <message>
        <source>No finding: every waiver is valid, accepts a finding and stays in force for more than %1 days.</source>
        <translation>Kein Befund: Jede Ausnahme ist gültig, akzeptiert einen Befund und bleibt länger als %1 Tage in Kraft.</translation>
    </message>
    <message>
        <source>Completeness: %1.</source>
        <translation>Vollständigkeit: %1.</translation>
    </message>
    <message>
        <source>Completeness: %1. Left to fill: %2.</source>
        <translation>Vollständigkeit: %1. Noch auszufüllen: %2.</translation>
    </message>
    <message>
        <source>Vendor windows of the cards the flows name, on one axis from 1 minute to 60 days.</source>
        <translation>Die Fenster der Anbieterkarten, die die Flows nennen, auf einer Achse von 1 Minute bis 60 Tage.</translation>
    </message>
    <message>
        <source>The lines are the ledger retention (%1) and longest replay window of %2, the flow whose ledger keeps keys the shortest; windows past the ledger line outlive it.</source>
        <translation>Die Linien sind die Ledger-Aufbewahrung (%1) und das längste Replay-Fenster von %2, dem Flow, dessen Ledger Schlüssel am kürzesten aufbewahrt; Fenster jenseits der Ledger-Linie überdauern es.</translation>
    </message>
    <message>
        <source>%1 The card is %2: confirm before quoting.</source>
        <translation>%1 Die Karte ist %2: vor dem Zitieren bestätigen.</translation>
    </message>
    <message>
        <source>The measured p99 is %1</source>
        <translation>Das gemessene p99 ist %1</translation>
    </message>
    <message>
        <source>The measured p99 is unknown (%1)</source>
        <translation>Das gemessene p99 ist unbekannt (%1)</translation>
    </message>
    <message>
        <source>Acknowledgement budget (WH01): the budget, half the sender&apos;s timeout, is unknown (%1). %2.</source>
        <translation>Bestätigungsbudget (WH01): Das Budget, die Hälfte des Sender-Timeouts, ist unbekannt (%1). %2.</translation>
    </message>
    <message>
        <source>: %1 to spare</source>
        <translation>: %1 Reserve</translation>
    </message>
    <message>
        <source>: OVER by %1</source>
        <translation>: um %1 ÜBERSCHRITTEN</translation>
    </message>
    <message>
        <source>Acknowledgement budget (WH01): the sender waits %1, so the receiver must acknowledge within half of it, %2. %3%4.</source>
        <translation>Bestätigungsbudget (WH01): Der Sender wartet %1, der Empfänger muss also innerhalb der Hälfte bestätigen, %2. %3%4.</translation>
    </message>
    <message>
        <source>the ledger keeps keys for %1</source>
        <translation>Das Ledger behält Schlüssel %1</translation>
    </message>
    <message>
        <source>how long the ledger keeps keys is unknown (%1)</source>
        <translation>Wie lange das Ledger Schlüssel behält, ist unbekannt (%1)</translation>
    </message>
    <message>
        <source>the longest replay the flow allows is %1</source>
        <translation>das längste Replay, das der Flow erlaubt, ist %1</translation>
    </message>
    <message>
        <source>the longest replay the flow allows is unknown (%1)</source>
        <translation>das längste Replay, das der Flow erlaubt, ist unbekannt (%1)</translation>
    </message>
    <message>
        <source>Replay window (IP03): %1; %2.</source>
        <translation>Replay-Fenster (IP03): %1; %2.</translation>
    </message>
    <message>
        <source>%1 is blank</source>
        <translation>%1 ist leer</translation>
    </message>
    <message>
        <source>%1 cannot be read</source>
        <translation>%1 ist nicht lesbar</translation>
    </message>
    <message>
        <source>Clean flows</source>
        <translation>Unauffällige Flows</translation>
    </message>
    <message numerus="yes">
        <source>%n flow(s) have none of these: %1. Every rule passes on them; their fields are in the inventory file whose checksum the cover gives.</source>
        <translation>
            <numerusform>%n Flow hat nichts davon: %1. Jede Regel ist bestanden; seine Felder stehen in der Inventardatei, deren Prüfsumme das Deckblatt nennt.</numerusform>
            <numerusform>%n Flows haben nichts davon: %1. Jede Regel ist bestanden; ihre Felder stehen in der Inventardatei, deren Prüfsumme das Deckblatt nennt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Source → destination</source>
        <translation>Quelle → Ziel</translation>
    </message>
    <message>
        <source>Completeness</source>
        <translation>Vollständigkeit</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Each flow with its fields as written, its findings, the advice from the vendor cards, the arithmetic of its acknowledgement budget, retries and replay window, and its manual review checklist.</source>
        <translation>Jeder Flow mit seinen Feldern, wie sie geschrieben stehen, seinen Befunden, den Hinweisen der Anbieterkarten, der Rechnung zu Bestätigungsbudget, Retries und Replay-Fenster und seiner Checkliste der manuellen Prüfung.</translation>
    </message>
    <message>
        <source>No flow has anything to report.</source>
        <translation>Zu keinem Flow gibt es etwas zu berichten.</translation>
    </message>
    <message>
        <source>a finding, an advisory, a waiver, a failed review or a retry storm</source>
        <translation>ein Befund, ein Hinweis, eine Ausnahme, eine nicht bestandene Prüfung oder ein Retry-Sturm</translation>
    </message>
    <message>
        <source>a finding, an advisory, a failed review or a retry storm</source>
        <translation>ein Befund, ein Hinweis, eine nicht bestandene Prüfung oder ein Retry-Sturm</translation>
    </message>
    <message>
        <source>Findings by rule: each rule once, with how to fix it and the flows it names</source>
        <translation>Befunde nach Regel: jede Regel einmal, mit der Behebung und den Flows, die sie nennt</translation>
    </message>
    <message>
        <source>Retry storms: each distinct storm once, with the flows that share it</source>
        <translation>Retry-Stürme: jeder Sturm nur einmal, mit den Flows, die ihn gemeinsam haben</translation>
    </message>
    <message>
        <source>Flows: fields, findings, arithmetic and manual reviews of each flow with something to report, then the clean flows in one table</source>
        <translation>Flows: Felder, Befunde, Rechnung und manuelle Prüfungen jedes Flows, zu dem es etwas zu berichten gibt, dann die unauffälligen Flows in einer Tabelle</translation>
    </message>
    <message>
        <source>Retry storm (RT01): %1. Drawn as storm %2 under Retry storms.</source>
        <translation>Retry-Sturm (RT01): %1. Dargestellt als Sturm %2 im Abschnitt Retry-Stürme.</translation>
    </message>
    <message>
        <source>Findings by rule</source>
        <translation>Befunde nach Regel</translation>
    </message>
    <message>
        <source>No rule and no vendor card has anything to say of any flow.</source>
        <translation>Keine Regel und keine Anbieterkarte hat zu einem Flow etwas zu sagen.</translation>
    </message>
    <message>
        <source>Each rule that gave a finding, with how to fix it, and the flows it names with what it says of each; then the vendor cards&apos; advisories the same way. Each flow&apos;s own section under Flows has its fields and arithmetic.</source>
        <translation>Jede Regel mit einem Befund, mit der Behebung und den Flows, die sie nennt, samt dem, was sie zu jedem sagt; danach ebenso die Hinweise der Anbieterkarten. Der eigene Abschnitt jedes Flows unter Flows enthält seine Felder und die Rechnung.</translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s) on %1 flow(s).</source>
        <translation>
            <numerusform>%n Befund in %1 Flow(s).</numerusform>
            <numerusform>%n Befunde in %1 Flow(s).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 How to fix: %2</source>
        <translation>%1 Behebung: %2</translation>
    </message>
    <message>
        <source>Retry storms</source>
        <translation>Retry-Stürme</translation>
    </message>
    <message numerus="yes">
        <source>Storm %1: %n flow(s)</source>
        <translation>
            <numerusform>Sturm %1: %n Flow</numerusform>
            <numerusform>Sturm %1: %n Flows</numerusform>
        </translation>
    </message>
    <message>
        <source>Each flow with something to report (%1), in brief: its fields as written, which findings it has (said in words, with how to fix them, under Findings by rule), the arithmetic of its acknowledgement budget, retries and replay window, and its manual reviews. The other flows follow in one table.</source>
        <translation>Jeder Flow, zu dem es etwas zu berichten gibt (%1), in Kürze: seine Felder, wie sie geschrieben sind, welche Befunde er hat (in Worten und mit ihrer Behebung unter Befunde nach Regel), die Rechnung zu Bestätigungsbudget, Retries und Replay-Fenster und seine manuellen Prüfungen. Die übrigen Flows folgen in einer Tabelle.</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <source>Windows the ledger must outlive: %1; whole days that cover the longest: %2.</source>
        <translation>Fenster, die das Ledger überdauern muss: %1; ganze Tage, die das längste abdecken: %2.</translation>
    </message>
    <message>
        <source>Windows the ledger must outlive: %1.</source>
        <translation>Fenster, die das Ledger überdauern muss: %1.</translation>
    </message>
    <message>
        <source>Fields as written: %1</source>
        <translation>Felder, wie sie geschrieben sind: %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1, its waiver %2 EXPIRED</source>
        <translation>%1, seine Ausnahme %2 ABGELAUFEN</translation>
    </message>
    <message>
        <source>Findings: none; every rule passes.</source>
        <translation>Befunde: keine; jede Regel ist erfüllt.</translation>
    </message>
    <message>
        <source>Findings: %1. What each says and how to fix it: Findings by rule.</source>
        <translation>Befunde: %1. Was jeder sagt und wie er behoben wird: Befunde nach Regel.</translation>
    </message>
    <message>
        <source>every rule of the checklist has been reviewed</source>
        <translation>jede Regel der Checkliste ist geprüft</translation>
    </message>
    <message numerus="yes">
        <source>none of the %n rule(s) reviewed yet</source>
        <translation>
            <numerusform>die %n Regel ist noch nicht geprüft</numerusform>
            <numerusform>keine der %n Regeln ist schon geprüft</numerusform>
        </translation>
    </message>
    <message>
        <source>the other %1 of %2 rules are open</source>
        <translation>die übrigen %1 von %2 Regeln sind offen</translation>
    </message>
    <message>
        <source>Manual review: %1.</source>
        <translation>Manuelle Prüfung: %1.</translation>
    </message>
    <message>
        <source>Manual review: %1; %2.</source>
        <translation>Manuelle Prüfung: %1; %2.</translation>
    </message>
    <message>
        <source>%1, checked %2</source>
        <translation>%1, geprüft %2</translation>
    </message>
    <message>
        <source>%1, no checked date</source>
        <translation>%1, ohne Prüfdatum</translation>
    </message>
    <message>
        <source>Appendix: the action ledgers (%1)</source>
        <translation>Anhang: die Aktions-Ledger (%1)</translation>
    </message>
    <message>
        <source>For each flow that can have one, its action ledger as SQL: the schema file (the tables, the index and the hourly purge) and the queries file (record a delivery, claim the episode before the side effect, the state transitions, the purges), the same bytes flowaudit-cli ledger writes. The flows that cannot have a ledger yet follow in one table, with the rules that block it.</source>
        <translation>Für jeden Flow, der eines haben kann, sein Aktions-Ledger als SQL: die Schemadatei (die Tabellen, der Index und die stündliche Bereinigung) und die Abfragedatei (eine Zustellung festhalten, die Episode vor dem Seiteneffekt beanspruchen, die Zustandsübergänge, die Bereinigungen), dieselben Bytes, die flowaudit-cli ledger schreibt. Die Flows, die noch kein Ledger haben können, folgen in einer Tabelle, mit den Regeln, die es verhindern.</translation>
    </message>
    <message>
        <source>Why it has no ledger yet</source>
        <translation>Warum es noch kein Ledger hat</translation>
    </message>
    <message>
        <source>Flows without a ledger yet</source>
        <translation>Flows noch ohne Ledger</translation>
    </message>
    <message>
        <source>Systems map</source>
        <translation>Systemlandkarte</translation>
    </message>
    <message>
        <source>The systems map could not be drawn: %1.</source>
        <translation>Die Systemlandkarte konnte nicht gezeichnet werden: %1.</translation>
    </message>
    <message>
        <source>%1, %2: confirm before quoting</source>
        <translation>%1, %2: vor dem Zitieren bestätigen</translation>
    </message>
    <message>
        <source>Its card states no checked date and is UNDATED: confirm before quoting.</source>
        <translation>Die Karte nennt kein Prüfdatum und ist UNDATIERT: vor dem Zitieren bestätigen.</translation>
    </message>
    <message>
        <source>%1: %2, %3: confirm before quoting</source>
        <translation>%1: %2, %3: vor dem Zitieren bestätigen</translation>
    </message>
    <message>
        <source>The vendor delivery contracts that the flows name as source, destination or iPaaS, with the date each was last checked against the vendor&apos;s page. A card checked more than %1 days before this report is marked STALE, and one with no checked date UNDATED, as in the editor: confirm before quoting.</source>
        <translation>Die Zustellverträge der Anbieter, die die Flows als Quelle, Ziel oder iPaaS nennen, mit dem Datum, an dem jeder zuletzt mit der Seite des Anbieters abgeglichen wurde. Eine Karte, die mehr als %1 Tage vor diesem Bericht geprüft wurde, ist als VERALTET markiert, eine ohne Prüfdatum als UNDATIERT, wie im Editor: vor dem Zitieren bestätigen.</translation>
    </message>
    <message>
        <source>%1: confirm before quoting</source>
        <translation>%1: vor dem Zitieren bestätigen</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message numerus="yes">
        <source>%n with an advisory from a vendor card</source>
        <translation>
            <numerusform>%n mit einem Hinweis einer Anbieterkarte</numerusform>
            <numerusform>%n mit einem Hinweis einer Anbieterkarte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n named by a waiver</source>
        <translation>
            <numerusform>%n von einer Ausnahme genannt</numerusform>
            <numerusform>%n von einer Ausnahme genannt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with a failed manual review</source>
        <translation>
            <numerusform>%n mit einer nicht bestandenen manuellen Prüfung</numerusform>
            <numerusform>%n mit einer nicht bestandenen manuellen Prüfung</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n whose manual reviews cannot be read</source>
        <translation>
            <numerusform>%n, dessen manuelle Prüfungen nicht lesbar sind</numerusform>
            <numerusform>%n, deren manuelle Prüfungen nicht lesbar sind</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with a retry storm</source>
        <translation>
            <numerusform>%n mit einem Retry-Sturm</numerusform>
            <numerusform>%n mit einem Retry-Sturm</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flow(s) with no finding still have something to report, so they are not among the clean flows: %1.</source>
        <translation>
            <numerusform>%n Flow ohne Befund hat dennoch etwas zu berichten und gehört daher nicht zu den unauffälligen Flows: %1.</numerusform>
            <numerusform>%n Flows ohne Befund haben dennoch etwas zu berichten und gehören daher nicht zu den unauffälligen Flows: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. What makes it this storm (layers innermost first): %2. Resolution %3. Flows: %4.</source>
        <translation>%1. Was diesen Sturm ausmacht (Schichten von innen nach außen): %2. Auflösung %3. Flows: %4.</translation>
    </message>
    <message>
        <source>What a destination outage does to each flow that RT01 flags: the attempts its nested retries send, from each flow&apos;s retry_storm settings or the defaults. Flows whose layers, schedules and settings give the same series share one storm, drawn once, whatever their iPaaS label; each storm says what makes it distinct.</source>
        <translation>Was ein Ausfall des Ziels bei jedem Flow bewirkt, den RT01 meldet: die Versuche, die seine verschachtelten Wiederholungen senden, nach den retry_storm-Einstellungen des Flows oder den Vorgaben. Flows, deren Schichten, Zeitpläne und Einstellungen dieselbe Reihe ergeben, teilen sich einen Sturm, einmal gezeichnet, unabhängig von ihrer iPaaS-Angabe; jeder Sturm sagt, was ihn unterscheidet.</translation>
    </message>
    <message>
        <source>The whole estate cannot be read on one page. %1 flowaudit-cli map draws all of it, and --around SYSTEM or --group NAME one part.</source>
        <translation>Der ganze Bestand ist auf einer Seite nicht lesbar. %1 flowaudit-cli map zeichnet ihn ganz, --around SYSTEM oder --group NAME einen Teil.</translation>
    </message>
    <message>
        <source>Destination storms</source>
        <translation>Zielstürme</translation>
    </message>
    <message>
        <source>Into %1</source>
        <translation>In %1</translation>
    </message>
    <message numerus="yes">
        <source>When a destination goes down, every flow into it retries at once. For each destination that more than one flow writes to: every such flow during one outage of the default length, each with its own rate, layers and schedules, added up; drawn for the %n with the most flows, a band per flow, the ones with the most extra attempts first.</source>
        <translation>
            <numerusform>Fällt ein Ziel aus, wiederholen alle Flows in dieses Ziel zugleich. Für jedes Ziel, in das mehr als ein Flow schreibt: alle diese Flows während eines Ausfalls der Standardlänge, jeder mit seiner eigenen Rate, seinen Ebenen und Zeitplänen, aufsummiert; gezeichnet für das %n Ziel mit den meisten Flows, ein Band je Flow, die mit den meisten zusätzlichen Versuchen zuerst.</numerusform>
            <numerusform>Fällt ein Ziel aus, wiederholen alle Flows in dieses Ziel zugleich. Für jedes Ziel, in das mehr als ein Flow schreibt: alle diese Flows während eines Ausfalls der Standardlänge, jeder mit seiner eigenen Rate, seinen Ebenen und Zeitplänen, aufsummiert; gezeichnet für die %n Ziele mit den meisten Flows, ein Band je Flow, die mit den meisten zusätzlichen Versuchen zuerst.</numerusform>
        </translation>
    </message>
    <message>
        <source>Destination</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>Spitze</translation>
    </message>
    <message>
        <source>Drained after the outage</source>
        <translation>Abgebaut nach dem Ausfall</translation>
    </message>
    <message>
        <source>Most extra attempts from</source>
        <translation>Meiste zusätzliche Versuche von</translation>
    </message>
    <message>
        <source>not within the horizon</source>
        <translation>nicht innerhalb des Zeitraums</translation>
    </message>
    <message>
        <source>Evidence: the vendor&apos;s sentence behind each number of the cards, and when it was confirmed</source>
        <translation>Belege: der Satz des Anbieters hinter jeder Zahl der Karten, und wann er bestätigt wurde</translation>
    </message>
    <message>
        <source>bundled with FlowAudit</source>
        <translation>mit FlowAudit geliefert</translation>
    </message>
    <message>
        <source>the team&apos;s card file %1</source>
        <translation>die Kartendatei des Teams %1</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Belege</translation>
    </message>
    <message>
        <source>Each fact, window and retry count of the cards above, with the vendor&apos;s page, the sentence on it that states the number, and who confirmed it when. A fact is confirmed when its own check is within its card&apos;s review period, stale when it is older, and not yet quoted when no sentence of the vendor stands behind it: quote none of those without reading the page. flowaudit-cli cards verify looks for each quote on its page.</source>
        <translation>Jeder Fakt, jedes Fenster und jede Wiederholungszahl der Karten oben, mit der Seite des Anbieters, dem Satz darauf, der die Zahl nennt, und wer ihn wann bestätigt hat. Ein Fakt ist bestätigt, wenn seine eigene Prüfung innerhalb der Prüffrist seiner Karte liegt, veraltet, wenn sie älter ist, und noch nicht zitiert, wenn kein Satz des Anbieters hinter ihm steht: keinen davon zitieren, ohne die Seite zu lesen. flowaudit-cli cards verify sucht jedes Zitat auf seiner Seite.</translation>
    </message>
    <message>
        <source>Bundled with FlowAudit; reviewed every %1 days.</source>
        <translation>Mit FlowAudit geliefert; alle %1 Tage geprüft.</translation>
    </message>
    <message>
        <source>The team&apos;s card %1; reviewed every %2 days.</source>
        <translation>Die Karte des Teams %1; alle %2 Tage geprüft.</translation>
    </message>
    <message>
        <source>Fact</source>
        <translation>Fakt</translation>
    </message>
    <message>
        <source>Page and quote</source>
        <translation>Seite und Zitat</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>Bestätigt</translation>
    </message>
    <message>
        <source>Last verified</source>
        <translation>Zuletzt verifiziert</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>nicht gelaufen</translation>
    </message>
    <message>
        <source>The vendor delivery contracts that the flows name as source, destination or iPaaS, with the date each was last checked against the vendor&apos;s page. A card checked longer ago than its review period (its review_every, %1 days unless the card sets another) is marked STALE, and one with no checked date UNDATED, as in the editor: confirm before quoting.</source>
        <translation>Die Zustellverträge der Anbieter, die die Flows als Quelle, Ziel oder iPaaS nennen, mit dem Datum, an dem jeder zuletzt an der Seite des Anbieters geprüft wurde. Eine Karte, deren Prüfung länger zurückliegt als ihr Prüfzeitraum (ihr review_every, %1 Tage, sofern die Karte nichts anderes angibt), ist als VERALTET markiert, eine ohne Prüfdatum als UNDATIERT, wie im Editor: vor dem Nennen bestätigen.</translation>
    </message>
    <message>
        <source>Of the %1 numbers and facts of these cards: confirmed on the vendor&apos;s page within their card&apos;s review period, %2; stale, %3; not found as quoted by the last verification (changed, ambiguous, moved, unreachable or needing JavaScript), %4; not yet quoted (no sentence of the vendor stands behind them yet), %5. See Evidence.</source>
        <translation>Von den %1 Zahlen und Fakten dieser Karten: innerhalb der Prüffrist ihrer Karte auf der Seite des Anbieters bestätigt, %2; veraltet, %3; von der letzten Prüfung nicht wie zitiert gefunden (geändert, mehrdeutig, umgezogen, nicht erreichbar oder nur mit JavaScript), %4; noch nicht zitiert (noch kein Satz des Anbieters steht hinter ihnen), %5. Siehe Belege.</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>Abschnitt</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Destination storms: every flow into one system during its outage, added up</source>
        <translation>Zielstürme: jeder Flow in ein System während seines Ausfalls, aufsummiert</translation>
    </message>
    <message>
        <source>Appendix: the action ledgers</source>
        <translation>Anhang: die Aktions-Ledger</translation>
    </message>
    <message numerus="yes">
        <source>Verdict: %Ln flow(s) break at least one rule (FAIL).</source>
        <translation>
            <numerusform>Ergebnis: %Ln Flow verletzt mindestens eine Regel (FAIL).</numerusform>
            <numerusform>Ergebnis: %Ln Flows verletzen mindestens eine Regel (FAIL).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln flow(s) break a rule only where the risk is accepted: they count as accepted, not as failing.</source>
        <translation>
            <numerusform>%Ln Flow verletzt eine Regel nur dort, wo das Risiko akzeptiert ist: Er zählt als akzeptiert, nicht als fehlschlagend.</numerusform>
            <numerusform>%Ln Flows verletzen eine Regel nur dort, wo das Risiko akzeptiert ist: Sie zählen als akzeptiert, nicht als fehlschlagend.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln flow(s) audited. Findings: FAIL %L1 · WARN %L2 · INFO %L3 · accepted %L4. Flows with no finding: %L5.</source>
        <translation>
            <numerusform>%Ln Flow geprüft. Befunde: FAIL %L1 · WARN %L2 · INFO %L3 · akzeptiert %L4. Flows ohne Befund: %L5.</numerusform>
            <numerusform>%Ln Flows geprüft. Befunde: FAIL %L1 · WARN %L2 · INFO %L3 · akzeptiert %L4. Flows ohne Befund: %L5.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln flow(s) audited: %L1 FAIL, %L2 WARN and %L3 INFO findings. Flows with no finding: %L4.</source>
        <translation>
            <numerusform>%Ln Flow geprüft: %L1 FAIL-, %L2 WARN- und %L3 INFO-Befunde. Flows ohne Befund: %L4.</numerusform>
            <numerusform>%Ln Flows geprüft: %L1 FAIL-, %L2 WARN- und %L3 INFO-Befunde. Flows ohne Befund: %L4.</numerusform>
        </translation>
    </message>
    <message>
        <source>Completeness: %L1 of %L2 flows have every field the rules read filled; %L3 such fields are still blank (each flow&apos;s page names them).</source>
        <translation>Vollständigkeit: %L1 von %L2 Flows haben jedes Feld, das die Regeln lesen, ausgefüllt; %L3 solche Felder sind noch leer (die Seite jedes Flows nennt sie).</translation>
    </message>
    <message numerus="yes">
        <source>The systems map: %L1 systems and %Ln flow(s), one arrow for each pair of systems, marked by the worst verdict of its flows as the legend under the map says.</source>
        <translation>
            <numerusform>Die Systemlandkarte: %L1 Systeme und %Ln Flow, ein Pfeil je Systempaar, markiert nach dem schlechtesten Ergebnis seiner Flows, wie die Legende unter der Landkarte sagt.</numerusform>
            <numerusform>Die Systemlandkarte: %L1 Systeme und %Ln Flows, ein Pfeil je Systempaar, markiert nach dem schlechtesten Ergebnis seiner Flows, wie die Legende unter der Landkarte sagt.</numerusform>
        </translation>
    </message>
    <message>
        <source>%L1 of %L2 manual reviews are done: %L3 pass, %L4 fail, %L5 not applicable, %L6 open.</source>
        <translation>%L1 von %L2 manuellen Prüfungen sind erledigt: %L3 bestanden, %L4 nicht bestanden, %L5 entfällt, %L6 offen.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln flow(s) have reviews that are not a map of rules, so FlowAudit cannot read them: they count as open here, and each flow&apos;s page shows them as written.</source>
        <translation>
            <numerusform>%Ln Flow hat Prüfungen, die keine Zuordnung von Regeln sind, FlowAudit kann sie daher nicht lesen: Sie zählen hier als offen, und die Seite des Flows zeigt sie, wie sie geschrieben sind.</numerusform>
            <numerusform>%Ln Flows haben Prüfungen, die keine Zuordnung von Regeln sind, FlowAudit kann sie daher nicht lesen: Sie zählen hier als offen, und die Seite jedes Flows zeigt sie, wie sie geschrieben sind.</numerusform>
        </translation>
    </message>
    <message>
        <source>%L1 of %L2 vendor cards the inventory refers to were checked longer ago than their review period or carry no checked date: confirm their numbers against the vendor&apos;s page before quoting them.</source>
        <translation>%L1 von %L2 Anbieterkarten, auf die sich das Inventar bezieht, wurden vor länger als ihrem Prüfzeitraum geprüft oder tragen kein Prüfdatum: Bestätigen Sie ihre Zahlen auf der Seite des Anbieters, bevor Sie sie nennen.</translation>
    </message>
    <message>
        <source>%L1 of %L2 vendor cards the inventory refers to were checked more than %L3 days ago or carry no checked date: confirm their numbers against the vendor&apos;s page before quoting them.</source>
        <translation>%L1 von %L2 Anbieterkarten, auf die sich das Inventar bezieht, wurden vor mehr als %L3 Tagen geprüft oder haben kein Prüfdatum: Bestätigen Sie ihre Zahlen vor dem Zitieren anhand der Seite des Anbieters.</translation>
    </message>
</context>
<context>
    <name>ReportPipeline</name>
    <message>
        <source>Checking the flows…</source>
        <translation>Flows werden geprüft…</translation>
    </message>
    <message>
        <source>Writing the report…</source>
        <translation>Der Bericht wird geschrieben…</translation>
    </message>
    <message>
        <source>Laying out the pages…</source>
        <translation>Die Seiten werden gesetzt…</translation>
    </message>
    <message>
        <source>Laying out and drawing the pages…</source>
        <translation>Die Seiten werden gesetzt und gezeichnet…</translation>
    </message>
    <message>
        <source>Writing the HTML…</source>
        <translation>Das HTML wird geschrieben…</translation>
    </message>
    <message>
        <source>Writing the PDF…</source>
        <translation>Das PDF wird geschrieben…</translation>
    </message>
    <message>
        <source>%1: the PDF could not be drawn; nothing was written</source>
        <translation>%1: das PDF konnte nicht gezeichnet werden; nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>%1 (nothing was written)</source>
        <translation>%1 (nichts wurde geschrieben)</translation>
    </message>
    <message>
        <source>%1: the PDF&apos;s outline could not be added (%2); nothing was written</source>
        <translation>%1: die Gliederung des PDF konnte nicht hinzugefügt werden (%2); nichts wurde geschrieben</translation>
    </message>
</context>
<context>
    <name>ReportSession</name>
    <message>
        <source>Export Audit Report</source>
        <translation>Prüfbericht exportieren</translation>
    </message>
    <message>
        <source>Save Audit Report</source>
        <translation>Prüfbericht speichern</translation>
    </message>
</context>
<context>
    <name>RetryLayers</name>
    <message>
        <source>no layers: write name:attempts, or none</source>
        <translation>keine Ebenen: schreiben Sie Name:Versuche oder none</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>Ebene %1</translation>
    </message>
    <message>
        <source>%1 is empty (two ; in a row)</source>
        <translation>%1 ist leer (zwei ; hintereinander)</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not name:attempts</source>
        <translation>%1 „%2“ hat nicht die Form Name:Versuche</translation>
    </message>
    <message>
        <source>%1 needs a name of letters, digits, _ . or -</source>
        <translation>%1 braucht einen Namen aus Buchstaben, Ziffern, _ . oder -</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; needs a whole number of attempts</source>
        <translation>%1 „%2“ braucht eine ganze Zahl von Versuchen</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; has 0 attempts: a layer makes at least 1 (1 means no retry)</source>
        <translation>%1 „%2“ hat 0 Versuche: eine Ebene macht mindestens 1 (1 bedeutet kein Retry)</translation>
    </message>
</context>
<context>
    <name>RuleReference</name>
    <message>
        <source>every field with a typed value (yes/no, numbers, methods, units, retry layers)</source>
        <translation>jedes Feld mit einem typisierten Wert (ja/nein, Zahlen, Methoden, Einheiten, Retry-Ebenen)</translation>
    </message>
    <message>
        <source>Most severe verdict:</source>
        <translation>Schwerwiegendstes Ergebnis:</translation>
    </message>
    <message>
        <source>Reads:</source>
        <translation>Liest:</translation>
    </message>
    <message>
        <source>Why:</source>
        <translation>Warum:</translation>
    </message>
    <message>
        <source>How to fix:</source>
        <translation>Behebung:</translation>
    </message>
    <message>
        <source>Rule reference</source>
        <translation>Regelreferenz</translation>
    </message>
    <message>
        <source>Rules applied by hand</source>
        <translation>Von Hand angewandte Regeln</translation>
    </message>
    <message>
        <source>These rules cannot be read from an inventory: a reviewer checks them in the code and the configuration of the flow. The Flow panel keeps each one&apos;s status (open, pass, fail, n/a), note, reviewer and date in the flow&apos;s reviews.</source>
        <translation>Diese Regeln lassen sich nicht aus einem Inventar lesen: Eine Prüferin oder ein Prüfer prüft sie im Code und in der Konfiguration des Flows. Der Bereich Flow hält für jede Regel Status (offen, bestanden, nicht bestanden, entfällt), Notiz, Prüfer und Datum in den reviews des Flows fest.</translation>
    </message>
    <message>
        <source>Vendor advisories</source>
        <translation>Anbieterhinweise</translation>
    </message>
    <message>
        <source>The vendor cards give this advice on the selected flow in the Vendor Cards panel. It is WARN or INFO, names the card and the date it was checked, and never changes a flow&apos;s verdict.</source>
        <translation>Die Anbieterkarten geben diese Hinweise zum ausgewählten Flow im Bereich Anbieterkarten. Sie sind WARN oder INFO, nennen die Karte und das Datum ihrer Prüfung und ändern nie das Ergebnis eines Flows.</translation>
    </message>
    <message>
        <source>Waiver rules</source>
        <translation>Regeln für Ausnahmen</translation>
    </message>
    <message>
        <source>An inventory&apos;s waivers (accepted risks) are checked too. Their findings name the waiver by its place in the waivers list.</source>
        <translation>Auch die Ausnahmen (akzeptierten Risiken) eines Inventars werden geprüft. Ihre Befunde nennen die Ausnahme nach ihrer Stelle in der Liste waivers.</translation>
    </message>
    <message>
        <source>FlowAudit checks these rules on every flow, in the editor as you type and in flowaudit-cli. A finding is FAIL (the flow will lose or repeat effects), WARN (something is unknown or risky) or INFO (advice). Each rule gives at most one finding per flow; SC02 gives one per invalid cell, SC03 one per misspelt key, and a rule that reads an invalid cell waits until it is fixed.</source>
        <translation>FlowAudit prüft diese Regeln für jeden Flow, im Editor während der Eingabe und in flowaudit-cli. Ein Befund ist FAIL (der Flow wird Effekte verlieren oder wiederholen), WARN (etwas ist unbekannt oder riskant) oder INFO (ein Hinweis). Jede Regel liefert höchstens einen Befund je Flow; SC02 liefert einen je ungültige Zelle, SC03 einen je falsch geschriebenen Schlüssel, und eine Regel, die eine ungültige Zelle liest, wartet, bis sie behoben ist.</translation>
    </message>
</context>
<context>
    <name>RuleTexts</name>
    <message>
        <source>Check the vendor card named in the finding, and confirm its numbers live when the card is stale.</source>
        <translation>Prüfen Sie die im Befund genannte Anbieterkarte und bestätigen Sie ihre Zahlen live, wenn die Karte veraltet ist.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Effects need an idempotency key</source>
        <translation>Effekte brauchen einen Idempotenzschlüssel</translation>
    </message>
    <message>
        <source>A delivered event is not a completed business action: senders retry and replay, so a flow that creates records or has a side effect without a business effect key repeats the effect on every redelivery.</source>
        <translation>Ein zugestelltes Event ist noch keine abgeschlossene fachliche Aktion: Sender führen Retries und Replays durch, daher wiederholt ein Flow, der Datensätze anlegt oder einen Seiteneffekt hat, ohne fachlichen Effektschlüssel den Effekt bei jeder erneuten Zustellung.</translation>
    </message>
    <message>
        <source>Key the effect on flow ID + source object ID + business version, for example billing_to_crm + invoice.id + invoice.revision, and claim it in the action ledger before the side effect.</source>
        <translation>Bilden Sie den Effektschlüssel aus Flow-ID + Quellobjekt-ID + fachlicher Version, zum Beispiel billing_to_crm + invoice.id + invoice.revision, und reservieren Sie ihn vor dem Seiteneffekt im Aktions-Ledger.</translation>
    </message>
    <message>
        <source>Keys from the business effect, not the delivery</source>
        <translation>Schlüssel aus dem fachlichen Effekt, nicht aus der Zustellung</translation>
    </message>
    <message>
        <source>Never build a key from attempt or arrival data (attempt numbers, delivery IDs that change per retry, receipt time, now, random values, a fresh UUID per attempt): each retry would look new. A key of only the sender&apos;s event ID dedupes deliveries, not the business effect, which a second event or a replay repeats.</source>
        <translation>Bilden Sie einen Schlüssel nie aus Versuchs- oder Eingangsdaten (Versuchsnummern, Zustellungs-IDs, die sich bei jedem Retry ändern, Empfangszeit, now, Zufallswerte, eine neue UUID pro Versuch): Jeder Retry sähe neu aus. Ein Schlüssel nur aus der Event-ID des Senders dedupliziert Zustellungen, nicht den fachlichen Effekt, den ein zweites Event oder ein Replay wiederholt.</translation>
    </message>
    <message>
        <source>Remove attempt and arrival data from the key and key the effect on flow + source object + business version; keep the event ID as the separate delivery key.</source>
        <translation>Entfernen Sie Versuchs- und Eingangsdaten aus dem Schlüssel und bilden Sie den Effektschlüssel aus Flow + Quellobjekt + fachlicher Version; behalten Sie die Event-ID als separaten Zustellungsschlüssel.</translation>
    </message>
    <message>
        <source>The ledger outlives every replay</source>
        <translation>Das Ledger überdauert jedes Replay</translation>
    </message>
    <message>
        <source>Ledger retention must be at least the longest of the source&apos;s retry window, its manual resend window, the iPaaS replay window and the backfill overlap (Stripe resends up to 30 days by CLI, Zapier replays within 60 days): a key pruned earlier lets a replay repeat the effect.</source>
        <translation>Die Ledger-Aufbewahrung muss mindestens so lang sein wie das längste dieser Fenster: das Retry-Fenster der Quelle, ihr Fenster für manuelles erneutes Senden, das iPaaS-Replay-Fenster und die Backfill-Überlappung (Stripe sendet per CLI bis zu 30 Tage lang erneut, Zapier spielt innerhalb von 60 Tagen erneut ab): Ein früher gelöschter Schlüssel lässt ein Replay den Effekt wiederholen.</translation>
    </message>
    <message>
        <source>Keep ledger keys at least as long as max_replay_window_days, and write both numbers down for every flow with an effect.</source>
        <translation>Bewahren Sie Ledger-Schlüssel mindestens so lange auf wie max_replay_window_days, und halten Sie beide Zahlen für jeden Flow mit Effekt fest.</translation>
    </message>
    <message>
        <source>One retry layer</source>
        <translation>Eine Retry-Ebene</translation>
    </message>
    <message>
        <source>Turn off retries in all but one layer (for example set the Stripe SDK&apos;s automatic retries to 0 when the worker retries); write none when nothing retries.</source>
        <translation>Schalten Sie Retries auf allen Ebenen bis auf eine ab (setzen Sie zum Beispiel die automatischen Retries des Stripe-SDK auf 0, wenn der Worker Retries ausführt); schreiben Sie none, wenn nichts wiederholt wird.</translation>
    </message>
    <message>
        <source>Know the Retry-After unit</source>
        <translation>Retry-After-Einheit kennen</translation>
    </message>
    <message>
        <source>RFC 9110 sends Retry-After in seconds or as an HTTP date, but HubSpot workflow webhook actions read it as milliseconds: a unit error waits 1,000 times too long or too short.</source>
        <translation>Laut RFC 9110 wird Retry-After in Sekunden oder als HTTP-Datum gesendet, HubSpot-Workflow-Webhook-Aktionen lesen den Wert jedoch als Millisekunden: Ein Einheitenfehler führt zu einer 1.000-mal zu langen oder zu kurzen Wartezeit.</translation>
    </message>
    <message>
        <source>Write retry_after_unit (seconds, milliseconds or none) for custom and iPaaS flows, and log the header, the unit applied and the wait taken.</source>
        <translation>Tragen Sie retry_after_unit (seconds, milliseconds oder none) für custom- und iPaaS-Flows ein, und protokollieren Sie den Header, die angewandte Einheit und die tatsächliche Wartezeit.</translation>
    </message>
    <message>
        <source>Every flow has a unique ID</source>
        <translation>Jeder Flow hat eine eindeutige ID</translation>
    </message>
    <message>
        <source>The flow ID is part of every business effect key and of the action ledger: a blank or shared ID merges two flows&apos; effects.</source>
        <translation>Die Flow-ID ist Teil jedes fachlichen Effektschlüssels und des Aktions-Ledgers: Eine leere oder mehrfach vergebene ID vermischt die Effekte zweier Flows.</translation>
    </message>
    <message>
        <source>Give the flow a stable flow_id that no other flow uses.</source>
        <translation>Geben Sie dem Flow eine stabile flow_id, die kein anderer Flow verwendet.</translation>
    </message>
    <message>
        <source>Cells hold valid values</source>
        <translation>Zellen enthalten gültige Werte</translation>
    </message>
    <message>
        <source>A rule cannot judge a value it cannot read: an invalid cell hides every rule that reads it until it is fixed.</source>
        <translation>Eine Regel kann keinen Wert beurteilen, den sie nicht lesen kann: Eine ungültige Zelle setzt jede Regel aus, die sie liest, bis die Zelle korrigiert ist.</translation>
    </message>
    <message>
        <source>Write the value in the field&apos;s form: yes or no, a plain decimal such as 30 or 0.5, one of the listed methods or units, or retry layers such as sdk:1;worker:6.</source>
        <translation>Schreiben Sie den Wert in der Form des Felds: yes oder no, eine einfache Dezimalzahl wie 30 oder 0.5, eine der aufgeführten Methoden oder Einheiten oder Retry-Ebenen wie sdk:1;worker:6.</translation>
    </message>
    <message>
        <source>Acknowledge within half the sender&apos;s timeout</source>
        <translation>Bestätigung innerhalb des halben Sender-Timeouts</translation>
    </message>
    <message>
        <source>A receiver that answers near the sender&apos;s timeout is retried and eventually disabled or banned (Pipedrive bans a webhook for 30 minutes after 10 first-attempt failures and loses its events). The acknowledgement p99 must be at or under half the timeout (HubSpot app webhooks 5 s, Pipedrive 10 s, Klaviyo system webhooks 5 s).</source>
        <translation>Ein Empfänger, der erst kurz vor dem Timeout des Senders antwortet, erhält erneute Zustellungen und wird schließlich deaktiviert oder gesperrt (Pipedrive sperrt einen Webhook nach 10 Fehlschlägen beim ersten Versuch für 30 Minuten und verliert dessen Events). Das Ack-p99 darf höchstens die Hälfte des Timeouts betragen (HubSpot-App-Webhooks 5 s, Pipedrive 10 s, Klaviyo-System-Webhooks 5 s).</translation>
    </message>
    <message>
        <source>Commit the event durably, return 2xx, then process asynchronously; measure the ack p99 and write down the sender&apos;s timeout.</source>
        <translation>Persistieren Sie das Event dauerhaft, antworten Sie mit 2xx und verarbeiten Sie es dann asynchron; messen Sie das Ack-p99 und halten Sie das Timeout des Senders fest.</translation>
    </message>
    <message>
        <source>A timeout after a create is an unknown outcome: read the destination by the stable key or use the vendor&apos;s idempotency mechanism before retrying.</source>
        <translation>Ein Timeout nach einem Anlegevorgang ist ein unbekannter Ausgang: Lesen Sie vor dem Retry das Ziel über den stabilen Schlüssel oder nutzen Sie den Idempotenzmechanismus des Anbieters.</translation>
    </message>
    <message>
        <source>Claim the effect with a unique constraint or an atomic insert before the side effect; read-then-create races.</source>
        <translation>Reservieren Sie den Effekt vor dem Seiteneffekt mit einem Unique Constraint oder einem atomaren Insert; Lesen-dann-Anlegen führt zu Race Conditions.</translation>
    </message>
    <message>
        <source>No increments as effects: set values or count unique events.</source>
        <translation>Keine Inkremente als Effekte: Setzen Sie Werte oder zählen Sie eindeutige Events.</translation>
    </message>
    <message>
        <source>Vendor keys have windows: a replay older than the vendor&apos;s dedupe window needs the team&apos;s own ledger.</source>
        <translation>Anbieterschlüssel haben Zeitfenster: Ein Replay, das älter ist als das Deduplizierungsfenster des Anbieters, braucht das eigene Ledger des Teams.</translation>
    </message>
    <message>
        <source>Two keys, one ledger: the delivery key dedupes deliveries, the business effect key dedupes the effect.</source>
        <translation>Zwei Schlüssel, ein Ledger: Der Zustellungsschlüssel dedupliziert Zustellungen, der fachliche Effektschlüssel dedupliziert den Effekt.</translation>
    </message>
    <message>
        <source>Classify errors by status and body, not status alone: transient, quota, permanent, unknown outcome, hidden failure.</source>
        <translation>Klassifizieren Sie Fehler nach Status und Body, nicht nur nach Status: transient, Quota, permanent, unbekannter Ausgang, verdeckter Fehlschlag.</translation>
    </message>
    <message>
        <source>Back off exponentially with full jitter (base 1 s, factor 2, cap 60 s, 6 attempts), then the exception queue; re-drive at 15 min, 1 h and 6 h.</source>
        <translation>Setzen Sie exponentielles Backoff mit Full Jitter ein (Basis 1 s, Faktor 2, Obergrenze 60 s, 6 Versuche), danach die Exception-Queue; Re-Drive nach 15 min, 1 h und 6 h.</translation>
    </message>
    <message>
        <source>Read Retry-After in the sender&apos;s unit (HubSpot workflows: milliseconds) and log the value, unit and wait.</source>
        <translation>Lesen Sie Retry-After in der Einheit des Senders (HubSpot-Workflows: Millisekunden) und protokollieren Sie Wert, Einheit und Wartezeit.</translation>
    </message>
    <message>
        <source>Never retry permanent errors (400, 404, validation): send them to the exception queue.</source>
        <translation>Führen Sie für permanente Fehler (400, 404, Validierung) nie Retries aus: Leiten Sie sie in die Exception-Queue.</translation>
    </message>
    <message>
        <source>Never silence a sender: no 2xx to stop retries or avoid a ban; build a fast, durable receiver.</source>
        <translation>Bringen Sie einen Sender nie zum Schweigen: kein 2xx, um Retries zu stoppen oder einer Sperre zu entgehen; bauen Sie einen schnellen, persistenten Empfänger.</translation>
    </message>
    <message>
        <source>Verify the signature on the raw bytes with the pinned scheme, in constant time; never fall back to a weaker scheme.</source>
        <translation>Prüfen Sie die Signatur über die Rohbytes mit dem fest vorgegebenen Verfahren und in konstanter Zeit; weichen Sie nie auf ein schwächeres Verfahren aus.</translation>
    </message>
    <message>
        <source>Commit the event durably, then return 2xx, then process asynchronously.</source>
        <translation>Persistieren Sie das Event dauerhaft, antworten Sie dann mit 2xx und verarbeiten Sie es danach asynchron.</translation>
    </message>
    <message>
        <source>After the signature, validate the account, portal or tenant; never let a payload field choose credentials or partition.</source>
        <translation>Validieren Sie nach der Signatur Account, Portal oder Mandant; lassen Sie nie ein Payload-Feld Zugangsdaten oder Partition bestimmen.</translation>
    </message>
    <message>
        <source>Acknowledge and store unknown event types; reject malformed payloads per the sender&apos;s contract.</source>
        <translation>Bestätigen und speichern Sie unbekannte Event-Typen; weisen Sie fehlerhafte Payloads gemäß dem Vertrag des Senders ab.</translation>
    </message>
    <message>
        <source>Publish webhooks the Standard Webhooks way: signed headers, rotating secrets, retries over days, 15 to 30 s timeouts.</source>
        <translation>Versenden Sie Webhooks gemäß Standard Webhooks: signierte Header, rotierende Secrets, Retries über mehrere Tage, Timeouts von 15 bis 30 s.</translation>
    </message>
    <message>
        <source>Arrival order is not business order: refetch the authoritative object or compare versions and drop stale writes.</source>
        <translation>Eingangsreihenfolge ist nicht fachliche Reihenfolge: Laden Sie das maßgebliche Objekt neu oder vergleichen Sie Versionen und verwerfen Sie veraltete Schreibvorgänge.</translation>
    </message>
    <message>
        <source>Serialise writes per account or per object (queue partition, advisory lock).</source>
        <translation>Serialisieren Sie Schreibvorgänge pro Account oder pro Objekt (Queue-Partition, Advisory Lock).</translation>
    </message>
    <message>
        <source>Store occurrence time and receipt time separately.</source>
        <translation>Speichern Sie Ereigniszeitpunkt und Empfangszeitpunkt getrennt.</translation>
    </message>
    <message>
        <source>flow_id is blank: every flow needs a stable, unique ID</source>
        <translation>flow_id ist leer: jeder Flow braucht eine stabile, eindeutige ID</translation>
    </message>
    <message>
        <source>flow_id &quot;%1&quot; is shared by %2 flows</source>
        <translation>flow_id „%1“ wird von %2 Flows verwendet</translation>
    </message>
    <message>
        <source>idempotency_key is blank, but %1: every redelivery repeats the effect</source>
        <translation>idempotency_key ist leer, aber %1: jede erneute Zustellung wiederholt den Effekt</translation>
    </message>
    <message>
        <source>idempotency_key part &quot;%1&quot; holds &quot;%2&quot;, attempt or arrival data: every retry would look new</source>
        <translation>der Teil „%1“ von idempotency_key enthält „%2“, also Versuchs- oder Eingangsdaten: jeder Retry sähe neu aus</translation>
    </message>
    <message>
        <source>idempotency_key &quot;%1&quot; names only the delivery: it dedupes deliveries, not the business effect, which a second event or a replay repeats</source>
        <translation>idempotency_key „%1“ benennt nur die Zustellung: er dedupliziert Zustellungen, nicht den fachlichen Effekt, den ein zweites Event oder ein Replay wiederholt</translation>
    </message>
    <message>
        <source>ledger retention of %1 days is below the %2-day replay window: a replay after day %1 repeats the effect</source>
        <translation>eine Ledger-Aufbewahrung von %1 Tagen liegt unter dem Replay-Fenster von %2 Tagen: ein Replay nach Tag %1 wiederholt den Effekt</translation>
    </message>
    <message>
        <source>ledger_retention_days and max_replay_window_days are blank</source>
        <translation>ledger_retention_days und max_replay_window_days sind leer</translation>
    </message>
    <message>
        <source>ledger_retention_days is blank</source>
        <translation>ledger_retention_days ist leer</translation>
    </message>
    <message>
        <source>max_replay_window_days is blank</source>
        <translation>max_replay_window_days ist leer</translation>
    </message>
    <message>
        <source>%1, but %2: whether the ledger outlives every replay can&apos;t be checked</source>
        <translation>%1, aber %2: ob das Ledger jedes Replay überdauert, lässt sich nicht prüfen</translation>
    </message>
    <message>
        <source>retry_layers is blank, which means unknown: write the nested layers, or none when nothing retries</source>
        <translation>retry_layers ist leer, also unbekannt: tragen Sie die verschachtelten Ebenen ein, oder none, wenn nichts wiederholt wird</translation>
    </message>
    <message>
        <source>more than %1</source>
        <translation>mehr als %1</translation>
    </message>
    <message>
        <source>retry layers %1 make %2 attempts per event, above the limit of %3</source>
        <translation>die Retry-Ebenen %1 ergeben %2 Versuche pro Event und liegen damit über der Grenze von %3</translation>
    </message>
    <message>
        <source>%1 layers retry (%2 = %3 attempts): retry in one layer only</source>
        <translation>%1 Ebenen führen Retries aus (%2 = %3 Versuche): Retries nur auf einer Ebene</translation>
    </message>
    <message>
        <source>method %1 with retry_after_unit blank: say whether the flow reads Retry-After in seconds or milliseconds, or none</source>
        <translation>Methode %1 mit leerem retry_after_unit: geben Sie an, in welcher Einheit der Flow Retry-After liest (seconds oder milliseconds), oder none</translation>
    </message>
    <message>
        <source>ack_p99_seconds and sender_timeout_seconds are blank</source>
        <translation>ack_p99_seconds und sender_timeout_seconds sind leer</translation>
    </message>
    <message>
        <source>ack_p99_seconds is blank</source>
        <translation>ack_p99_seconds ist leer</translation>
    </message>
    <message>
        <source>sender_timeout_seconds is blank</source>
        <translation>sender_timeout_seconds ist leer</translation>
    </message>
    <message>
        <source>inbound webhook, but %1: the ack budget (half the sender&apos;s timeout) can&apos;t be checked</source>
        <translation>eingehender Webhook, aber %1: das Bestätigungsbudget (halbes Sender-Timeout) lässt sich nicht prüfen</translation>
    </message>
    <message>
        <source>ack p99 %1 s is above half of the %2 s sender timeout (%3 s)</source>
        <translation>Ack-p99 von %1 s liegt über der Hälfte des Sender-Timeouts von %2 s (%3 s)</translation>
    </message>
    <message>
        <source>Nested synchronous retries multiply: three attempts at five layers is 243 times the load (the AWS Builders&apos; Library example). The product of nested attempts must be %1 or below, and only one layer should retry.</source>
        <translation>Verschachtelte synchrone Retries multiplizieren sich: Drei Versuche auf fünf Ebenen ergeben die 243-fache Last (das Beispiel aus der AWS Builders&apos; Library). Das Produkt der verschachtelten Versuche darf höchstens %1 betragen, und nur eine Ebene sollte Retries ausführen.</translation>
    </message>
    <message>
        <source>%1 is not a field, so no rule reads it (did you mean %2?)</source>
        <translation>%1 ist kein Feld, daher liest keine Regel es (meinten Sie %2?)</translation>
    </message>
    <message>
        <source>Keys name the fields they mean</source>
        <translation>Schlüssel nennen die gemeinten Felder</translation>
    </message>
    <message>
        <source>A key one or two letters off a field&apos;s name is kept as an unknown key, and no rule reads it: the field it meant stays blank, so its rules judge a value the team did write as missing.</source>
        <translation>Ein Schlüssel, der ein oder zwei Buchstaben vom Namen eines Felds abweicht, wird als unbekannter Schlüssel behalten, und keine Regel liest ihn: Das gemeinte Feld bleibt leer, sodass seine Regeln einen Wert, den das Team geschrieben hat, als fehlend beurteilen.</translation>
    </message>
    <message>
        <source>Rename the key to the field it means. A key of the team&apos;s own that only looks like a field&apos;s name takes an x_ prefix.</source>
        <translation>Benennen Sie den Schlüssel in das gemeinte Feld um. Ein eigener Schlüssel des Teams, der nur wie der Name eines Felds aussieht, erhält das Präfix x_.</translation>
    </message>
</context>
<context>
    <name>SavedPages</name>
    <message>
        <source>%1 is larger than %2 MB; not read</source>
        <translation>%1 ist größer als %2 MB; nicht gelesen</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>no saved page in %1 (looked for %2)</source>
        <translation>keine gespeicherte Seite in %1 (gesucht: %2)</translation>
    </message>
</context>
<context>
    <name>StormChart</name>
    <message>
        <source>first tries</source>
        <translation>Erstversuche</translation>
    </message>
    <message>
        <source>%1 retries</source>
        <translation>Retries von %1</translation>
    </message>
    <message>
        <source>destination down</source>
        <translation>Ziel ausgefallen</translation>
    </message>
    <message>
        <source>normal load</source>
        <translation>normale Last</translation>
    </message>
    <message>
        <source>capacity</source>
        <translation>Kapazität</translation>
    </message>
    <message>
        <source>retry in %1 only</source>
        <translation>Retry nur in %1</translation>
    </message>
    <message>
        <source>resolution %1</source>
        <translation>Auflösung %1</translation>
    </message>
    <message>
        <source>attempts/s</source>
        <translation>Versuche/s</translation>
    </message>
    <message>
        <source>× normal</source>
        <translation>× normal</translation>
    </message>
    <message>
        <source>time since the window began (h:mm)</source>
        <translation>Zeit seit Beginn des Fensters (h:mm)</translation>
    </message>
    <message>
        <source>time since the window began (mm:ss)</source>
        <translation>Zeit seit Beginn des Fensters (mm:ss)</translation>
    </message>
    <message>
        <source>destination down %1–%2</source>
        <translation>Ziel ausgefallen %1–%2</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>recovered +%1</source>
        <translation>erholt +%1</translation>
    </message>
    <message>
        <source>still overloaded at the horizon</source>
        <translation>am Ende des Horizonts noch überlastet</translation>
    </message>
    <message>
        <source>normal %1/s</source>
        <translation>normal %1/s</translation>
    </message>
    <message>
        <source>capacity %1/s</source>
        <translation>Kapazität %1/s</translation>
    </message>
    <message>
        <source>no recovery: above capacity</source>
        <translation>keine Erholung: über der Kapazität</translation>
    </message>
</context>
<context>
    <name>StormExport</name>
    <message>
        <source>%1× normal</source>
        <translation>%1× normal</translation>
    </message>
    <message>
        <source>%1 attempts/s</source>
        <translation>%1 Versuche/s</translation>
    </message>
    <message>
        <source>%1: %2, %3 attempts per event at most (layers innermost first)</source>
        <translation>%1: %2, höchstens %3 Versuche pro Event (Ebenen von innen nach außen)</translation>
    </message>
    <message>
        <source>  layer %1: %2 attempts, %3 (%4); %5 retries per event</source>
        <translation>  Ebene %1: %2 Versuche, %3 (%4); %5 Retries pro Event</translation>
    </message>
    <message>
        <source>  scenario: %1 events/s; outage at %2 for %3, %4% of attempts fail; capacity %5; detection %6</source>
        <translation>  Szenario: %1 Events/s; Ausfall bei %2 für %3, %4 % der Versuche scheitern; Kapazität %5; Erkennung %6</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>nicht gesetzt</translation>
    </message>
    <message>
        <source>  resolution %1 over %2</source>
        <translation>  Auflösung %1 über %2</translation>
    </message>
    <message>
        <source>  peak: %1 = %2 at %3 (without jitter %4; retrying in one layer only %5)</source>
        <translation>  Spitze: %1 = %2 bei %3 (ohne Jitter %4; Retries nur in einer Ebene %5)</translation>
    </message>
    <message>
        <source>  plateau: rate × product reached %1 after the outage began</source>
        <translation>  Plateau: Rate × Produkt %1 nach Beginn des Ausfalls erreicht</translation>
    </message>
    <message>
        <source>  plateau: not reached; the outage ends before the retries reach rate × product (95% of the peak after %1)</source>
        <translation>  Plateau: nicht erreicht; der Ausfall endet, bevor die Retries Rate × Produkt erreichen (95 % der Spitze nach %1)</translation>
    </message>
    <message>
        <source>  extra attempts: %1</source>
        <translation>  zusätzliche Versuche: %1</translation>
    </message>
    <message>
        <source>  events that used every attempt: %1</source>
        <translation>  Events, die jeden Versuch verbraucht haben: %1</translation>
    </message>
    <message>
        <source>  recovery: %1 after the outage (within 10% of normal, backlog cleared, for %2)</source>
        <translation>  Erholung: %1 nach dem Ausfall (innerhalb von 10 % des Normalen, Rückstau abgebaut, für %2)</translation>
    </message>
    <message>
        <source>  recovery: not within the horizon</source>
        <translation>  Erholung: nicht innerhalb des Horizonts</translation>
    </message>
    <message>
        <source>  stable region: rate × product is %1 of capacity: no outage leaves a lasting storm</source>
        <translation>  stabiler Bereich: Rate × Produkt ist %1 der Kapazität: kein Ausfall hinterlässt einen anhaltenden Sturm</translation>
    </message>
    <message>
        <source>  stable region: rate × product is %1 of capacity: VULNERABLE, an outage can leave a storm that sustains itself</source>
        <translation>  stabiler Bereich: Rate × Produkt ist %1 der Kapazität: ANFÄLLIG, ein Ausfall kann einen Sturm hinterlassen, der sich selbst erhält</translation>
    </message>
    <message>
        <source>  stable region: no capacity set (--capacity C)</source>
        <translation>  stabiler Bereich: keine Kapazität gesetzt (--capacity C)</translation>
    </message>
    <message>
        <source>  recovery: none, rate × product is above capacity</source>
        <translation>  Erholung: keine, Rate × Produkt liegt über der Kapazität</translation>
    </message>
    <message numerus="yes">
        <source>%1 %n attempt(s), %2</source>
        <translation>
            <numerusform>%1 %n Versuch, %2</numerusform>
            <numerusform>%1 %n Versuche, %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; %2 events/s, an outage of %3 at %4 in which %5% of attempts fail, capacity %6</source>
        <translation>%1; %2 Ereignisse/s, ein Ausfall von %3 ab %4, in dem %5 % der Versuche scheitern, Kapazität %6</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n flow(s) into it during an outage of %2 at %3</source>
        <translation>
            <numerusform>%1: %n Flow dorthin während eines Ausfalls von %2 ab %3</numerusform>
            <numerusform>%1: %n Flows dorthin während eines Ausfalls von %2 ab %3</numerusform>
        </translation>
    </message>
    <message>
        <source>  peak: %1 = %2 (normal %3 events/s) at %4</source>
        <translation>  Spitze: %1 = %2 (normal %3 Events/s) bei %4</translation>
    </message>
    <message>
        <source>  drained %1 after the outage (within 10% of normal for %2)</source>
        <translation>  abgebaut %1 nach dem Ausfall (%2 lang innerhalb von 10 % über normal)</translation>
    </message>
    <message>
        <source>  not drained within the horizon (%1)</source>
        <translation>  innerhalb des Zeitraums (%1) nicht abgebaut</translation>
    </message>
    <message>
        <source>  flows, most extra attempts first:</source>
        <translation>  Flows, die mit den meisten zusätzlichen Versuchen zuerst:</translation>
    </message>
    <message>
        <source>    %1 (row %2): %3 events/s, layers %4; %5 at the peak, %6 extra attempts%7</source>
        <translation>    %1 (Zeile %2): %3 Events/s, Schichten %4; %5 bei der Spitze, %6 zusätzliche Versuche%7</translation>
    </message>
    <message>
        <source> (the most)</source>
        <translation> (die meisten)</translation>
    </message>
    <message>
        <source>    left out: %1 (row %2): %3</source>
        <translation>    nicht berücksichtigt: %1 (Zeile %2): %3</translation>
    </message>
    <message numerus="yes">
        <source>%n flow(s) into %1 during an outage of %2 send %3 at the peak (%4); %5; the most extra attempts come from %6 (row %7).</source>
        <translation>
            <numerusform>%n Flow in %1 schickt während eines Ausfalls von %2 in der Spitze %3 (%4); %5; die meisten zusätzlichen Versuche kommen von %6 (Zeile %7).</numerusform>
            <numerusform>%n Flows in %1 schicken während eines Ausfalls von %2 in der Spitze %3 (%4); %5; die meisten zusätzlichen Versuche kommen von %6 (Zeile %7).</numerusform>
        </translation>
    </message>
    <message>
        <source>drained %1 after it</source>
        <translation>abgebaut %1 nach dem Ausfall</translation>
    </message>
    <message>
        <source>not drained within the horizon</source>
        <translation>innerhalb des Zeitraums nicht abgebaut</translation>
    </message>
    <message>
        <source>%1 (row %2): %3</source>
        <translation>%1 (Zeile %2): %3</translation>
    </message>
    <message>
        <source>Left out: %1.</source>
        <translation>Ausgelassen: %1.</translation>
    </message>
</context>
<context>
    <name>StormQuantity</name>
    <message>
        <source>expected a duration such as `10m`, `90 s`, `1h30m` or `200 ms`, found `%1`</source>
        <translation>Dauer erwartet, etwa `10m`, `90 s`, `1h30m` oder `200 ms`, gefunden: `%1`</translation>
    </message>
    <message>
        <source>expected a non-negative decimal such as `100000` or `0.8`, found `%1`</source>
        <translation>nicht negative Dezimalzahl erwartet, etwa `100000` oder `0.8`, gefunden: `%1`</translation>
    </message>
</context>
<context>
    <name>StormScenarioBuilder</name>
    <message>
        <source>retry_layers is blank: write the layers (`sdk:3;worker:5`) or `none` to simulate</source>
        <translation>retry_layers ist leer: tragen Sie die Ebenen (`sdk:3;worker:5`) oder `none` ein, um zu simulieren</translation>
    </message>
    <message>
        <source>retry_layers: %1</source>
        <translation>retry_layers: %1</translation>
    </message>
    <message>
        <source>retry_storm names layer `%1`, which retry_layers does not have</source>
        <translation>retry_storm nennt die Ebene `%1`, die retry_layers nicht hat</translation>
    </message>
    <message>
        <source>layer `%1`: no vendor card of the flow&apos;s iPaaS states a retry schedule%2</source>
        <translation>Ebene `%1`: keine Anbieterkarte der iPaaS des Flows nennt einen Retry-Zeitplan%2</translation>
    </message>
    <message>
        <source> as entry %1</source>
        <translation> als Eintrag %1</translation>
    </message>
    <message>
        <source>set in retry_storm</source>
        <translation>in retry_storm gesetzt</translation>
    </message>
    <message>
        <source>layer `%1`: a fixed schedule needs its `wait`</source>
        <translation>Ebene `%1`: ein fester Zeitplan braucht seine Wartezeit `wait`</translation>
    </message>
    <message>
        <source>retry_layers makes more than %1 attempts per event; the simulator shows only the product</source>
        <translation>retry_layers ergibt mehr als %1 Versuche pro Event; der Simulator zeigt nur das Produkt</translation>
    </message>
</context>
<context>
    <name>StormSettings</name>
    <message>
        <source>`%1` must be a single value, not a list or map</source>
        <translation>`%1` muss ein einzelner Wert sein, keine Liste und keine Map</translation>
    </message>
    <message>
        <source>layer `%1` must be a map such as `{schedule: fixed, wait: 60 s}`</source>
        <translation>Ebene `%1` muss eine Map sein, etwa `{schedule: fixed, wait: 60 s}`</translation>
    </message>
    <message>
        <source>`schedule` must be exponential, fixed, waits or platform, found `%1`</source>
        <translation>`schedule` muss exponential, fixed, waits oder platform sein, gefunden: `%1`</translation>
    </message>
    <message>
        <source>`jitter` must be none, full or equal, found `%1`</source>
        <translation>`jitter` muss none, full oder equal sein, gefunden: `%1`</translation>
    </message>
    <message>
        <source>`entry` must be a whole number from 1, the card&apos;s retries entry</source>
        <translation>`entry` muss eine ganze Zahl ab 1 sein: der Retry-Eintrag der Karte</translation>
    </message>
    <message>
        <source>`factor` must be 1 or more</source>
        <translation>`factor` muss 1 oder größer sein</translation>
    </message>
    <message>
        <source>`waits` must be a list of durations such as `[3 s, 30 s, 150 s]`</source>
        <translation>`waits` muss eine Liste von Dauern sein, etwa `[3 s, 30 s, 150 s]`</translation>
    </message>
    <message>
        <source>expected a duration</source>
        <translation>Dauer erwartet</translation>
    </message>
    <message>
        <source>unknown entry `%1` in layer `%2`; expected schedule, base, factor, cap, wait, waits, jitter or entry</source>
        <translation>unbekannter Eintrag `%1` in Ebene `%2`; erwartet: schedule, base, factor, cap, wait, waits, jitter oder entry</translation>
    </message>
    <message>
        <source>layer `%1` names one schedule only</source>
        <translation>Ebene `%1` darf nur einen Zeitplan nennen</translation>
    </message>
    <message>
        <source>layer `%1`: a `waits` schedule needs its `waits` list</source>
        <translation>Ebene `%1`: ein Zeitplan `waits` braucht seine Liste `waits`</translation>
    </message>
    <message>
        <source>`retry_storm` must be a map of settings such as `rate: 100`</source>
        <translation>`retry_storm` muss eine Map von Einstellungen sein, etwa `rate: 100`</translation>
    </message>
    <message>
        <source>`layers` must be a map from layer name to its schedule</source>
        <translation>`layers` muss eine Map vom Ebenennamen auf ihren Zeitplan sein</translation>
    </message>
    <message>
        <source>unknown entry `%1` in retry_storm; expected rate, outage_start, outage_length, failure_share, capacity, detection, horizon or layers</source>
        <translation>unbekannter Eintrag `%1` in retry_storm; erwartet: rate, outage_start, outage_length, failure_share, capacity, detection, horizon oder layers</translation>
    </message>
    <message>
        <source>`failure_share` must be between 0 and 1</source>
        <translation>`failure_share` muss zwischen 0 und 1 liegen</translation>
    </message>
    <message>
        <source>`capacity` must be above 0 attempts per second</source>
        <translation>`capacity` muss über 0 Versuchen pro Sekunde liegen</translation>
    </message>
</context>
<context>
    <name>StormSimulation</name>
    <message>
        <source>the layers make more than %1 attempts per event; the simulator shows only the product</source>
        <translation>die Ebenen ergeben mehr als %1 Versuche pro Event; der Simulator zeigt nur das Produkt</translation>
    </message>
    <message>
        <source>the event rate must be a non-negative number</source>
        <translation>die Event-Rate muss eine nicht negative Zahl sein</translation>
    </message>
    <message>
        <source>the failure share must be between 0 and 1</source>
        <translation>der Fehleranteil muss zwischen 0 und 1 liegen</translation>
    </message>
    <message>
        <source>outage start, outage length and detection time must not be negative</source>
        <translation>Beginn und Dauer des Ausfalls und die Erkennungszeit dürfen nicht negativ sein</translation>
    </message>
    <message>
        <source>the capacity must be above 0 attempts per second</source>
        <translation>die Kapazität muss über 0 Versuchen pro Sekunde liegen</translation>
    </message>
    <message>
        <source>the horizon may be at most 48 hours</source>
        <translation>der Horizont darf höchstens 48 Stunden betragen</translation>
    </message>
    <message>
        <source>a bin width of %1 s over this horizon would take too long; use a wider one</source>
        <translation>eine Bin-Breite von %1 s über diesen Horizont würde zu lange dauern; wählen Sie eine breitere</translation>
    </message>
    <message>
        <source>the retry waits are too long for this bin width</source>
        <translation>die Retry-Wartezeiten sind für diese Bin-Breite zu lang</translation>
    </message>
</context>
<context>
    <name>StormStudy</name>
    <message>
        <source>recovered %1 after</source>
        <translation>nach %1 erholt</translation>
    </message>
    <message>
        <source>not recovered within the horizon</source>
        <translation>innerhalb des Horizonts nicht erholt</translation>
    </message>
    <message>
        <source>a %1 outage sends %2× the load, %3 calls/s at peak; %4</source>
        <translation>ein Ausfall von %1 schickt die %2-fache Last, %3 Aufrufe/s in der Spitze; %4</translation>
    </message>
    <message>
        <source>no recovery: rate × product is above capacity</source>
        <translation>keine Erholung: Rate × Produkt liegt über der Kapazität</translation>
    </message>
</context>
<context>
    <name>SystemsBlock</name>
    <message>
        <source>systems: expected a map of systems by ID</source>
        <translation>systems: erwartet wird eine Map von Systemen nach ID</translation>
    </message>
    <message>
        <source>%1: expected a map of label, group and at</source>
        <translation>%1: erwartet wird eine Map aus label, group und at</translation>
    </message>
    <message>
        <source>%1: the system is named twice; the first one counts</source>
        <translation>%1: das System ist zweimal genannt; das erste zählt</translation>
    </message>
    <message>
        <source>%1.%2: expected text</source>
        <translation>%1.%2: erwartet wird Text</translation>
    </message>
    <message>
        <source>%1.at: expected [x, y], two whole numbers of points</source>
        <translation>%1.at: erwartet wird [x, y], zwei ganze Zahlen in Punkt</translation>
    </message>
</context>
<context>
    <name>TableClipboard</name>
    <message numerus="yes">
        <source>Clear %n cell(s)</source>
        <translation>
            <numerusform>%n Zelle leeren</numerusform>
            <numerusform>%n Zellen leeren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paste %n flow(s)</source>
        <translation>
            <numerusform>%n Flow einfügen</numerusform>
            <numerusform>%n Flows einfügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paste %n cell(s)</source>
        <translation>
            <numerusform>%n Zelle einfügen</numerusform>
            <numerusform>%n Zellen einfügen</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing pasted: the cell in row %1, column %2 of the clipboard holds %3.</source>
        <translation>Nichts eingefügt: Die Zelle in Zeile %1, Spalte %2 der Zwischenablage enthält %3.</translation>
    </message>
    <message>
        <source>Nothing pasted: the cell in row %1, column %2 of the clipboard: %3.</source>
        <translation>Nichts eingefügt: die Zelle in Zeile %1, Spalte %2 der Zwischenablage: %3.</translation>
    </message>
</context>
<context>
    <name>TextConv</name>
    <message>
        <source>cannot read as an inventory: %1</source>
        <translation>kann nicht als Inventar gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>TlsTrust</name>
    <message>
        <source>%1 (from %2)</source>
        <translation>%1 (aus %2)</translation>
    </message>
    <message>
        <source>%1 is not a file of certificates</source>
        <translation>%1 ist keine Zertifikatsdatei</translation>
    </message>
    <message>
        <source>%1 holds no PEM certificate</source>
        <translation>%1 enthält kein PEM-Zertifikat</translation>
    </message>
    <message>
        <source>if a company proxy or server uses its own CA, trust it with --ca-certificates FILE, %1, %2 or %3 (the editor: Vendor Cards → CA Certificates…)</source>
        <translation>wenn ein Firmen-Proxy oder Server eine eigene CA nutzt, vertrauen Sie ihr mit --ca-certificates DATEI, %1, %2 oder %3 (im Editor: Anbieterkarten → CA-Zertifikate…)</translation>
    </message>
</context>
<context>
    <name>TypedNumber</name>
    <message>
        <source>&quot;%1&quot; has a thousands separator, which FlowAudit never reads into a number: it would be %2; write %2</source>
        <translation>„%1“ hat ein Tausendertrennzeichen, das FlowAudit nie als Zahl liest: es wäre %2; schreiben Sie %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; could be %2 or %3: its point may group thousands or mark the decimals, and FlowAudit does not guess; write %2 or %4</source>
        <translation>„%1“ könnte %2 oder %3 sein: sein Punkt kann Tausender gruppieren oder die Nachkommastellen abtrennen, und FlowAudit rät nicht; schreiben Sie %2 oder %4</translation>
    </message>
    <message>
        <source>&quot;%1&quot; could be %2 or %3: its comma may group thousands or mark the decimals, and FlowAudit does not guess; write %2 or %4</source>
        <translation>„%1“ könnte %2 oder %3 sein: sein Komma kann Tausender gruppieren oder die Nachkommastellen abtrennen, und FlowAudit rät nicht; schreiben Sie %2 oder %4</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has a decimal comma, and numbers here take a decimal point: write %2</source>
        <translation>„%1“ hat ein Dezimalkomma, und Zahlen nehmen hier einen Dezimalpunkt: schreiben Sie %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>UnkeptSyntax</name>
    <message numerus="yes">
        <source>%n comment(s) (the first on line %1)</source>
        <translation>
            <numerusform>%n Kommentar (in Zeile %1)</numerusform>
            <numerusform>%n Kommentare (der erste in Zeile %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n anchor(s) (&amp;name, the first on line %1)</source>
        <translation>
            <numerusform>%n Anker (&amp;name, in Zeile %1)</numerusform>
            <numerusform>%n Anker (&amp;name, der erste in Zeile %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the tag(s) %1 (the first on line %2)</source>
        <translation>
            <numerusform>das Tag %1 (in Zeile %2)</numerusform>
            <numerusform>die Tags %1 (das erste in Zeile %2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UserGuide</name>
    <message>
        <source>What FlowAudit checks and why</source>
        <translation>Was FlowAudit prüft und warum</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>Die Tabelle</translation>
    </message>
    <message>
        <source>Editing without a mouse</source>
        <translation>Bearbeiten ohne Maus</translation>
    </message>
    <message>
        <source>The Flow panel and the manual review</source>
        <translation>Der Bereich Flow und die manuelle Prüfung</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <source>The command line</source>
        <translation>Die Kommandozeile</translation>
    </message>
    <message>
        <source>Where FlowAudit keeps your files</source>
        <translation>Wo FlowAudit Ihre Dateien ablegt</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>A delivered event is not a completed business action. Senders retry, replay and send one change twice; a receiver times out after the effect has happened; nested retry layers multiply the load on a system that is already failing. Most delivery bugs (duplicate records, lost events, retry storms, banned webhooks) can be seen in an inventory of the flows before they happen.</source>
        <translation>Ein zugestelltes Event ist noch keine abgeschlossene fachliche Aktion. Sender führen Retries und Replays durch und senden eine Änderung doppelt; ein Empfänger läuft in einen Timeout, nachdem der Effekt schon eingetreten ist; verschachtelte Retry-Ebenen vervielfachen die Last auf einem System, das bereits ausfällt. Die meisten Zustellungsfehler (doppelte Datensätze, verlorene Events, Retry-Stürme, gesperrte Webhooks) sind in einem Inventar der Flows zu sehen, bevor sie passieren.</translation>
    </message>
    <message>
        <source>The inventory lists every flow: how it is triggered, what it writes, which idempotency key it uses, how long its ledger keeps keys, how its retries nest and how fast its webhook receiver acknowledges. FlowAudit checks the rules of the &lt;a href=&quot;#%1&quot;&gt;rule reference&lt;/a&gt; on every flow as you type, and keeps a checklist of the &lt;a href=&quot;#%2&quot;&gt;rules applied by hand&lt;/a&gt;.</source>
        <translation>Das Inventar führt jeden Flow auf: wodurch er ausgelöst wird, was er schreibt, welchen Idempotenzschlüssel er verwendet, wie lange sein Ledger Schlüssel aufbewahrt, wie seine Retries verschachtelt sind und wie schnell sein Webhook-Empfänger bestätigt. FlowAudit prüft die Regeln der &lt;a href=&quot;#%1&quot;&gt;Regelreferenz&lt;/a&gt; für jeden Flow während der Eingabe und führt eine Checkliste der &lt;a href=&quot;#%2&quot;&gt;von Hand angewandten Regeln&lt;/a&gt;.</translation>
    </message>
    <message>
        <source>One row per flow, one column per field, then the fields FlowAudit does not know, kept as written. The Status column and the row header show the flow&apos;s worst verdict. A cell with a finding shows an icon and a tint: a cross in a disc for FAIL, a triangle for WARN, an &quot;i&quot; in a disc for INFO, so the shape tells the severity without the colour. Hover a cell for the rule, the message and how to fix it, or press F1 to open its rule.</source>
        <translation>Eine Zeile je Flow, eine Spalte je Feld, dann die Felder, die FlowAudit nicht kennt, so wie geschrieben. Die Spalte Status und der Zeilenkopf zeigen das schlechteste Ergebnis des Flows. Eine Zelle mit Befund zeigt ein Symbol und eine Tönung: ein Kreuz im Kreis für FAIL, ein Dreieck für WARN, ein „i“ im Kreis für INFO, sodass die Form den Schweregrad ohne Farbe zeigt. Zeigen Sie auf eine Zelle, um Regel, Meldung und Behebung zu sehen, oder drücken Sie F1, um ihre Regel zu öffnen.</translation>
    </message>
    <message>
        <source>Click a column header to sort (View → File Order goes back). The filter bar above the table filters by text, severity, rule, or only the flows that fail.</source>
        <translation>Klicken Sie auf einen Spaltenkopf, um zu sortieren (Ansicht → Dateireihenfolge stellt die Reihenfolge wieder her). Die Filterleiste über der Tabelle filtert nach Text, Schweregrad, Regel oder nur fehlschlagenden Flows.</translation>
    </message>
    <message>
        <source>Move with the arrow keys; type over a cell or press F2 to edit it, Enter to keep the new value and Esc to keep the old one. Yes/no and enum fields offer their values; number fields refuse what the rules would call invalid and say why under the cell.</source>
        <translation>Bewegen Sie sich mit den Pfeiltasten; überschreiben Sie eine Zelle oder drücken Sie F2, um sie zu bearbeiten, Eingabe übernimmt den neuen Wert und Esc behält den alten. Ja/Nein- und Auswahlfelder bieten ihre Werte an; Zahlenfelder lehnen ab, was die Regeln ungültig nennen würden, und sagen unter der Zelle, warum.</translation>
    </message>
    <message>
        <source>Add a flow with Ctrl+Return, duplicate with Ctrl+D, delete with Ctrl+Del, move with Alt+Up and Alt+Down. Copy and paste ranges with a spreadsheet. Every change can be undone and redone.</source>
        <translation>Fügen Sie einen Flow mit Strg+Eingabe hinzu, duplizieren Sie mit Strg+D, löschen Sie mit Strg+Entf, verschieben Sie mit Alt+Hoch und Alt+Runter. Bereiche lassen sich per Kopieren und Einfügen mit einer Tabellenkalkulation austauschen. Jede Änderung lässt sich rückgängig machen und wiederholen.</translation>
    </message>
    <message>
        <source>The Flow panel shows the selected flow as a form with the findings under each field, and its manual review checklist: every rule applied by hand with its status (open, pass, fail, n/a), note, reviewer and date, kept in the flow&apos;s reviews. Setting a status dates it today. F1 on a row of the checklist opens its rule.</source>
        <translation>Der Bereich Flow zeigt den ausgewählten Flow als Formular mit den Befunden unter jedem Feld und seine Checkliste der manuellen Prüfung: jede von Hand angewandte Regel mit Status (offen, bestanden, nicht bestanden, entfällt), Notiz, Prüfer und Datum, festgehalten in den reviews des Flows. Beim Setzen eines Status wird das heutige Datum eingetragen. F1 auf einer Zeile der Checkliste öffnet ihre Regel.</translation>
    </message>
    <message>
        <source>FlowAudit opens YAML inventories (format flow-inventory/1) and CSV files with a header row of field names: with File → Open, from the file manager, or by dropping a file on the window. The example inventory opens as an untitled copy. A file that is not an inventory is refused with its file, line and column, and the open inventory stays as it was. Saving writes the same bytes for the same inventory; fields FlowAudit does not know are kept.</source>
        <translation>FlowAudit öffnet YAML-Inventare (Format flow-inventory/1) und CSV-Dateien mit einer Kopfzeile aus Feldnamen: über Datei → Öffnen, aus dem Dateimanager oder indem Sie eine Datei auf das Fenster ziehen. Das Beispielinventar öffnet sich als unbenannte Kopie. Eine Datei, die kein Inventar ist, wird mit Datei, Zeile und Spalte abgelehnt, und das geöffnete Inventar bleibt, wie es war. Speichern schreibt für dasselbe Inventar dieselben Bytes; Felder, die FlowAudit nicht kennt, bleiben erhalten.</translation>
    </message>
    <message>
        <source>Settings: window layout, recent files, zoom, language</source>
        <translation>Einstellungen: Fensteranordnung, zuletzt geöffnete Dateien, Zoom, Sprache</translation>
    </message>
    <message>
        <source>Your overrides of the vendor contract cards</source>
        <translation>Ihre Anpassungen der Anbieter-Vertragskarten</translation>
    </message>
    <message>
        <source>Recovery copies of unsaved work</source>
        <translation>Wiederherstellungskopien ungespeicherter Arbeit</translation>
    </message>
    <message>
        <source>Every command of the menus, with its shortcut where it has one:</source>
        <translation>Jeder Befehl der Menüs, mit seinem Tastenkürzel, wo er eines hat:</translation>
    </message>
    <message>
        <source>Vendor cards</source>
        <translation>Anbieterkarten</translation>
    </message>
    <message>
        <source>F6 moves to the next panel (filter bar, table, flow form, review checklist, findings, vendor cards, ack budget, retry product, replay window) and Shift+F6 back; Tab moves within a panel (in the tables, from cell to cell). Every menu opens with Alt and its underlined letter. Help → What&apos;s This? (Shift+F1) explains the panel you click next.</source>
        <translation>F6 wechselt zum nächsten Bereich (Filterleiste, Tabelle, Flow-Formular, Checkliste, Befunde, Anbieterkarten, Bestätigungsbudget, Retry-Produkt, Replay-Fenster), Umschalt+F6 zurück; Tab bewegt sich innerhalb eines Bereichs (in Tabellen von Zelle zu Zelle). Jedes Menü öffnet sich mit Alt und seinem unterstrichenen Buchstaben. Hilfe → Direkthilfe (Umschalt+F1) erklärt den Bereich, den Sie als Nächstes anklicken.</translation>
    </message>
    <message>
        <source>The Vendor Cards panel, beside the Flow panel, shows the delivery contracts of the vendors the selected flow names in source, destination and iPaaS, or every card that matches the search field. A card gives its source page, the date it was checked and its age, its windows as numbers, the attempts and schedules it states, and every fact in the source document&apos;s words.</source>
        <translation>Der Bereich Anbieterkarten neben dem Flow-Bereich zeigt die Zustellverträge der Anbieter, die der ausgewählte Flow in source, destination und ipaas nennt, oder jede Karte, die zum Suchfeld passt. Eine Karte nennt ihre Quellseite, das Datum ihrer Prüfung und ihr Alter, ihre Fenster als Zahlen, die angegebenen Versuche und Zeitpläne und jeden Fakt im Wortlaut des Quelldokuments.</translation>
    </message>
    <message>
        <source>Above the list, the cards&apos; &lt;a href=&quot;#%1&quot;&gt;advice&lt;/a&gt; on the flow: WARN or INFO, each naming its card and checked date, never part of the flow&apos;s verdict. Click one to open its card.</source>
        <translation>Über der Liste stehen die &lt;a href=&quot;#%1&quot;&gt;Hinweise&lt;/a&gt; der Karten zum Flow: WARN oder INFO, jeweils mit Karte und Prüfdatum, nie Teil des Ergebnisses des Flows. Ein Klick öffnet die zugehörige Karte.</translation>
    </message>
    <message>
        <source>View → Vendor Windows Chart (Ctrl+Shift+W) draws every window of every card on one logarithmic axis from one minute to 60 days, grouped by vendor, or only the selected flow&apos;s vendors. Presentation Mode (F5) fills the screen with large type for a workshop; Export PNG saves the chart.</source>
        <translation>Ansicht → Diagramm der Anbieterfenster (Strg+Umschalt+W) zeichnet jedes Fenster jeder Karte auf einer logarithmischen Achse von einer Minute bis 60 Tage, nach Anbieter gruppiert, oder nur die Anbieter des ausgewählten Flows. Der Präsentationsmodus (F5) füllt den Bildschirm mit großer Schrift für einen Workshop; „Als PNG exportieren“ speichert das Diagramm.</translation>
    </message>
    <message>
        <source>Ack Budget: the sender&apos;s timeout, the budget (half of it), the measured p99 and the headroom, drawn as one bar; the timeout the source&apos;s vendor card states is offered when the flow&apos;s is blank or differs.</source>
        <translation>Bestätigungsbudget: das Timeout des Senders, das Budget (seine Hälfte), das gemessene p99 und der Spielraum, als ein Balken dargestellt; das Timeout aus der Anbieterkarte der Quelle wird angeboten, wenn das des Flows leer ist oder abweicht.</translation>
    </message>
    <message>
        <source>Retry Product: each retry layer and its attempts, their product against the limit of 10, and what turning any one layer off leaves; then RT04&apos;s backoff for custom code (base 1 s, factor 2, cap 60 s, 6 attempts, full jitter) with its worst-case wait and the re-drive at 15 minutes, 1 hour and 6 hours.</source>
        <translation>Retry-Produkt: jede Retry-Ebene mit ihren Versuchen, ihr Produkt im Vergleich zur Grenze von 10 und was bleibt, wenn eine Ebene abgeschaltet wird; dann der Backoff von RT04 für eigenen Code (Basis 1 s, Faktor 2, Obergrenze 60 s, 6 Versuche, Full Jitter) mit der Wartezeit im ungünstigsten Fall und der erneuten Zustellung nach 15 Minuten, 1 Stunde und 6 Stunden.</translation>
    </message>
    <message>
        <source>Replay Window: the ledger&apos;s retention against every window it must outlive (the source&apos;s retry and resend windows, the iPaaS&apos;s replay window, the backfill overlap), each with its card and date, the max_replay_window_days that covers them, and the vendor dedupe windows a replay outlives (IP07).</source>
        <translation>Replay-Fenster: die Aufbewahrung des Ledgers gegenüber jedem Fenster, das es überdauern muss (Retry- und Neusendefenster der Quelle, Replay-Fenster der iPaaS, Backfill-Überlappung), jeweils mit Karte und Datum, das max_replay_window_days, das sie abdeckt, und die Deduplizierungsfenster der Anbieter, die ein Replay überdauert (IP07).</translation>
    </message>
    <message>
        <source>The audit report</source>
        <translation>Der Prüfbericht</translation>
    </message>
    <message>
        <source>Unsaved changes are asked about first: Save First puts the saved file&apos;s checksum on the cover, Export Anyway marks the report DRAFT. The report is made behind a progress dialog you can cancel and shown in a preview; Save… writes the pages you saw. &lt;code&gt;flowaudit-cli report&lt;/code&gt; writes the same report without the editor.</source>
        <translation>Bei ungespeicherten Änderungen wird zuerst gefragt: Zuerst speichern setzt die Prüfsumme der gespeicherten Datei auf das Deckblatt, Trotzdem exportieren kennzeichnet den Bericht als ENTWURF. Der Bericht entsteht hinter einem Fortschrittsdialog, den Sie abbrechen können, und erscheint in einer Vorschau; Speichern… schreibt die Seiten, die Sie gesehen haben. &lt;code&gt;flowaudit-cli report&lt;/code&gt; schreibt denselben Bericht ohne den Editor.</translation>
    </message>
    <message>
        <source>Accepted risks (waivers) and baselines</source>
        <translation>Akzeptierte Risiken (Ausnahmen) und Baselines</translation>
    </message>
    <message>
        <source>In CI, flowaudit-cli baseline INVENTORY --output FILE records today&apos;s findings, and flowaudit-cli lint --baseline FILE then fails only on new ones.</source>
        <translation>In der CI hält flowaudit-cli baseline INVENTAR --output DATEI die heutigen Befunde fest, und flowaudit-cli lint --baseline DATEI schlägt danach nur bei neuen fehl.</translation>
    </message>
    <message>
        <source>Fixing a finding</source>
        <translation>Einen Befund korrigieren</translation>
    </message>
    <message>
        <source>Ack budget, retry product, replay window and retry storm</source>
        <translation>Bestätigungsbudget, Retry-Produkt, Replay-Fenster und Retry-Sturm</translation>
    </message>
    <message>
        <source>The Findings panel lists every finding with the counts per severity and per rule, and filters them by severity, rule and text. Enter or a double click shows the flow and field in the table; F1 opens the finding&apos;s rule. Its context menu (right click or the menu key) holds the &lt;a href=&quot;#%1&quot;&gt;actions on the finding&lt;/a&gt;.</source>
        <translation>Der Bereich Befunde listet jeden Befund mit den Anzahlen je Schweregrad und je Regel und filtert sie nach Schweregrad, Regel und Text. Eingabe oder ein Doppelklick zeigt Flow und Feld in der Tabelle; F1 öffnet die Regel des Befunds. Sein Kontextmenü (Rechtsklick oder Menütaste) enthält die &lt;a href=&quot;#%1&quot;&gt;Aktionen zum Befund&lt;/a&gt;.</translation>
    </message>
    <message>
        <source>Where a finding has a mechanical remedy, Fix… offers it: in the Findings panel&apos;s context menu, in the context menu of a table cell with a finding (the Status column holds all of the flow&apos;s), and as a link under the field in the Flow panel. The preview lists the fixes to choose from, says why, shows each field before → after and the flow&apos;s findings before → after, as the rules give them on a copy of the flow. Nothing changes until Apply; Apply is one undo step, and the focus stays where it was.</source>
        <translation>Hat ein Befund eine mechanische Abhilfe, bietet Korrigieren… sie an: im Kontextmenü des Bereichs Befunde, im Kontextmenü einer Tabellenzelle mit einem Befund (die Spalte Status enthält alle Befunde des Flows) und als Link unter dem Feld im Bereich Flow. Die Vorschau listet die Korrekturen zur Auswahl, sagt, warum, und zeigt jedes Feld vorher → nachher sowie die Befunde des Flows vorher → nachher, so wie die Regeln sie auf einer Kopie des Flows ergeben. Bis Anwenden ändert sich nichts; Anwenden ist ein Schritt zum Rückgängigmachen, und der Fokus bleibt, wo er war.</translation>
    </message>
    <message>
        <source>&lt;a href=&quot;#RT01&quot;&gt;RT01&lt;/a&gt;: retries in all but one layer are turned off. Layers are written inner first (&lt;code&gt;sdk:3;worker:5&lt;/code&gt;), so the outermost layer that retries is offered first: it retries the whole unit of work and sees every failure beneath it; keeping another layer is the second choice, for a layer you cannot turn off. &lt;a href=&quot;#IP03&quot;&gt;IP03&lt;/a&gt;: ledger_retention_days is raised to cover the replay window, the flow&apos;s own or the longer one its vendor cards state (a blank window is written from the cards). &lt;a href=&quot;#RT02&quot;&gt;RT02&lt;/a&gt;: the Retry-After unit the source&apos;s vendor card states, for a receiver whose source names that card. &lt;a href=&quot;#WH01&quot;&gt;WH01&lt;/a&gt;: the sender timeout the source&apos;s card states, only where a card states one.</source>
        <translation>&lt;a href=&quot;#RT01&quot;&gt;RT01&lt;/a&gt;: Die Retries aller Ebenen bis auf eine werden abgeschaltet. Ebenen werden von innen nach außen geschrieben (&lt;code&gt;sdk:3;worker:5&lt;/code&gt;), daher wird zuerst die äußerste Ebene mit Retries angeboten: Sie wiederholt die ganze Arbeitseinheit und sieht jeden Fehler darunter; eine andere Ebene zu behalten ist die zweite Wahl, für eine Ebene, die Sie nicht abschalten können. &lt;a href=&quot;#IP03&quot;&gt;IP03&lt;/a&gt;: ledger_retention_days wird erhöht, bis es das Replay-Fenster abdeckt, das des Flows oder das längere, das seine Anbieterkarten nennen (ein leeres Fenster wird aus den Karten geschrieben). &lt;a href=&quot;#RT02&quot;&gt;RT02&lt;/a&gt;: die Retry-After-Einheit, die die Anbieterkarte der Quelle nennt, für einen Empfänger, dessen Quelle genau diese Karte nennt. &lt;a href=&quot;#WH01&quot;&gt;WH01&lt;/a&gt;: das Sender-Timeout, das die Karte der Quelle nennt, nur wo eine Karte eines nennt.</translation>
    </message>
    <message>
        <source>A fix is offered only when the finding is gone afterwards or less severe (a FAIL made a WARN); one that would not help, such as a card&apos;s timeout that leaves the acknowledgement over budget, is not offered. Other findings, such as a blank idempotency key, need a person&apos;s decision: Fix… is shown but cannot run. The maths panels&apos; one-click fixes come from the same place and show every what-if, whatever the verdict.</source>
        <translation>Eine Korrektur wird nur angeboten, wenn der Befund danach verschwunden oder weniger schwer ist (aus einem FAIL wird ein WARN); eine, die nicht hilft, etwa ein Timeout aus der Karte, bei dem die Bestätigung über dem Budget bleibt, wird nicht angeboten. Andere Befunde, etwa ein leerer Idempotenzschlüssel, brauchen die Entscheidung eines Menschen: Korrigieren… wird angezeigt, lässt sich aber nicht ausführen. Die Korrekturen mit einem Klick in den Rechenbereichen stammen aus derselben Quelle und zeigen jede Was-wäre-wenn-Variante, unabhängig vom Ergebnis.</translation>
    </message>
    <message>
        <source>The selected flow&apos;s ledger_retention_days and max_replay_window_days are drawn as lines across every vendor&apos;s windows; a window longer than the ledger says it outlives the ledger. The time axis is at the top and the bottom, the legend names every colour and line, and in Presentation Mode the rows are split into pages that fit the screen (Page Down, Page Up). The chart follows View → Zoom while it is open.</source>
        <translation>ledger_retention_days und max_replay_window_days des ausgewählten Flows sind als Linien über die Fenster aller Anbieter gezogen; ein Fenster, das länger ist als die Ledger-Aufbewahrung, ist mit „überdauert das Ledger“ beschriftet. Die Zeitachse steht oben und unten, die Legende nennt jede Farbe und jede Linie, und im Präsentationsmodus sind die Zeilen auf Seiten verteilt, die auf den Bildschirm passen (Bild ab, Bild auf). Das Diagramm folgt Ansicht → Zoom, solange es geöffnet ist.</translation>
    </message>
    <message>
        <source>Three panels below the cards show the arithmetic behind &lt;a href=&quot;#WH01&quot;&gt;WH01&lt;/a&gt;, &lt;a href=&quot;#RT01&quot;&gt;RT01&lt;/a&gt; and &lt;a href=&quot;#IP03&quot;&gt;IP03&lt;/a&gt; for the selected flow, with the rule&apos;s verdict. Each fix they offer is one click and one undo step, the same fix as &lt;a href=&quot;#%1&quot;&gt;Fix…&lt;/a&gt; gives.</source>
        <translation>Drei Bereiche unter den Karten zeigen die Rechnung hinter &lt;a href=&quot;#WH01&quot;&gt;WH01&lt;/a&gt;, &lt;a href=&quot;#RT01&quot;&gt;RT01&lt;/a&gt; und &lt;a href=&quot;#IP03&quot;&gt;IP03&lt;/a&gt; für den ausgewählten Flow, mit dem Ergebnis der Regel. Jede angebotene Korrektur ist ein Klick und ein Schritt zum Rückgängigmachen, dieselbe Korrektur, die &lt;a href=&quot;#%1&quot;&gt;Korrigieren…&lt;/a&gt; liefert.</translation>
    </message>
    <message>
        <source>Excel workbooks (.xlsx) open too: the sheet named Flows, else the first, read like a CSV file. File → Export as Excel… writes a copy with the verdicts filled in, drop-down lists for the yes/no and enum fields, and a Findings sheet. An .xls or an encrypted workbook is refused: save it as an Excel Workbook without a password.</source>
        <translation>Excel-Arbeitsmappen (.xlsx) lassen sich ebenfalls öffnen: das Tabellenblatt namens Flows, sonst das erste, gelesen wie eine CSV-Datei. Datei → Als Excel exportieren… schreibt eine Kopie mit eingefärbten Ergebnissen, Auswahllisten für die Ja/Nein- und Aufzählungsfelder und einem Blatt Findings. Eine .xls-Datei oder eine verschlüsselte Arbeitsmappe wird abgelehnt: Speichern Sie sie als Excel-Arbeitsmappe ohne Kennwort.</translation>
    </message>
    <message>
        <source>&lt;code&gt;flowaudit-cli import&lt;/code&gt; brings flows in from n8n workflows, Make blueprints, and spreadsheets whose column titles are not FlowAudit&apos;s (English and German titles such as Quelle, Ziel or Wiederholungen are recognised). From n8n and Make only what the export says is filled in, and the notes name the node each value came from; everything else stays blank for you to fill. A Make blueprint has no scenario ID, so its flow_id is made up from the name. Importing the same workflow again changes only what the last import derived and nobody has changed since. Zapier publishes no schema for its account export, so FlowAudit does not read it rather than guess.</source>
        <translation>&lt;code&gt;flowaudit-cli import&lt;/code&gt; holt Flows aus n8n-Workflows, Make-Blueprints und Tabellen, deren Spaltentitel nicht die von FlowAudit sind (englische und deutsche Titel wie Quelle, Ziel oder Wiederholungen werden erkannt). Aus n8n und Make wird nur ausgefüllt, was der Export sagt, und die Notizen nennen den Knoten, aus dem jeder Wert stammt; alles andere bleibt leer, damit Sie es ausfüllen. Ein Make-Blueprint hat keine Szenario-ID, daher wird seine flow_id aus dem Namen gebildet. Ein erneuter Import desselben Workflows ändert nur, was der letzte Import abgeleitet hat und seitdem niemand geändert hat. Zapier veröffentlicht kein Schema für seinen Konto-Export, daher liest FlowAudit ihn nicht, statt zu raten.</translation>
    </message>
    <message>
        <source>The Completeness column and the line under the flow&apos;s heading in the form say how many of the fields the rules read for the flow are filled and how many manual reviews are done; the tooltip names what is left.</source>
        <translation>Die Spalte Vollständigkeit und die Zeile unter der Überschrift des Flows im Formular sagen, wie viele der Felder, die die Regeln für den Flow lesen, ausgefüllt und wie viele manuelle Prüfungen erledigt sind; der Tooltip nennt, was noch fehlt.</translation>
    </message>
    <message>
        <source>File → Export Audit Report… writes the evidence of a review as PDF or HTML, in the editor&apos;s language: a cover with the file&apos;s SHA-256 checksum (compare it with &lt;code&gt;sha256sum FILE&lt;/code&gt;) and a sign-off table; a summary of the findings per rule, the manual review progress and the stale vendor cards; the findings by rule, each rule once with how to fix it and the flows it names; each distinct retry storm once; an evidence matrix of every flow against every rule, showing what passed; each flow with something to report in brief, the clean ones in one table (or, with every flow&apos;s detail, each flow on pages of its own); the vendor cards the flows name; and what every rule means.</source>
        <translation>Datei → Prüfbericht exportieren… schreibt den Beleg einer Prüfung als PDF oder HTML, in der Sprache des Editors: ein Deckblatt mit der SHA-256-Prüfsumme der Datei (vergleichen Sie sie mit &lt;code&gt;sha256sum DATEI&lt;/code&gt;) und einer Freigabetabelle; eine Zusammenfassung der Befunde je Regel, des Fortschritts der manuellen Prüfung und der veralteten Anbieterkarten; die Befunde nach Regel, jede Regel einmal mit ihrer Behebung und den Flows, die sie nennt; jeden eigenen Retry-Sturm einmal; eine Beweismatrix jedes Flows gegen jede Regel, die auch zeigt, was bestanden hat; jeden Flow, zu dem es etwas zu berichten gibt, in Kürze, die übrigen in einer Tabelle (oder, mit allen Details, jeden Flow auf eigenen Seiten); die Anbieterkarten, die die Flows nennen; und was jede Regel bedeutet.</translation>
    </message>
    <message>
        <source>Ledger: the flow&apos;s action ledger as SQL for PostgreSQL, MySQL/MariaDB or SQLite: the schema file (tables, index, the hourly purge) and the queries file (record a delivery, claim the episode before the side effect, the state transitions, the purges), in two tabs to copy or save. Where the flow cannot have a ledger yet, it says which rules block it, each with a link to its finding.</source>
        <translation>Ledger: das Aktions-Ledger des Flows als SQL für PostgreSQL, MySQL/MariaDB oder SQLite: die Schemadatei (Tabellen, Index, die stündliche Bereinigung) und die Abfragedatei (eine Zustellung festhalten, die Episode vor dem Seiteneffekt beanspruchen, die Zustandsübergänge, die Bereinigungen), in zwei Reitern zum Kopieren oder Speichern. Wo der Flow noch kein Ledger haben kann, sagt es, welche Regeln das verhindern, jede mit einem Link zu ihrem Befund.</translation>
    </message>
    <message>
        <source>&lt;code&gt;flowaudit-cli lint&lt;/code&gt; checks inventories in CI and writes the findings as text, JSON, SARIF (for GitHub code scanning) or JUnit XML. It exits with 0 when no flow fails a rule, 1 when one does (or warns, with &lt;code&gt;--fail-on warn&lt;/code&gt;) and 2 when it cannot run. &lt;code&gt;flowaudit-cli report&lt;/code&gt; writes the audit report as PDF or HTML, with no display needed. &lt;code&gt;flowaudit-cli convert&lt;/code&gt; turns YAML into CSV or Excel and back. &lt;code&gt;flowaudit-cli simulate&lt;/code&gt; prints a flow&apos;s retry storm (or its series as CSV); &lt;code&gt;flowaudit-cli ledger&lt;/code&gt; writes a flow&apos;s action ledger as SQL. &lt;code&gt;man flowaudit-cli&lt;/code&gt; has the details.</source>
        <translation>&lt;code&gt;flowaudit-cli lint&lt;/code&gt; prüft Inventare in der CI und schreibt die Befunde als Text, JSON, SARIF (für GitHub Code Scanning) oder JUnit-XML. Der Exit-Status ist 0, wenn kein Flow eine Regel verletzt, 1, wenn einer es tut (oder warnt, mit &lt;code&gt;--fail-on warn&lt;/code&gt;), und 2, wenn er nicht laufen kann. &lt;code&gt;flowaudit-cli report&lt;/code&gt; schreibt den Prüfbericht als PDF oder HTML, auch ohne grafische Oberfläche. &lt;code&gt;flowaudit-cli convert&lt;/code&gt; wandelt YAML in CSV oder Excel und zurück. &lt;code&gt;flowaudit-cli simulate&lt;/code&gt; zeigt den Retry-Sturm eines Flows (oder seine Reihe als CSV). &lt;code&gt;flowaudit-cli ledger&lt;/code&gt; schreibt das Aktions-Ledger eines Flows als SQL. &lt;code&gt;man flowaudit-cli&lt;/code&gt; nennt die Einzelheiten.</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n Tag</numerusform>
            <numerusform>%n Tage</numerusform>
        </translation>
    </message>
    <message>
        <source>An accepted finding keeps its severity but shows as accepted, with a slate square and a muted tint, in the table, the findings and the report; it counts for no verdict, so a flow whose only FAILs are accepted shows as accepted. The Waivers tab beside the findings lists every waiver with its state (in force, expires in N days, expired, covers nothing, invalid), edits it in place, removes it, and shows its finding; each change is one undo step. A waiver is in force through the end of its expiry day in UTC; the day after, its finding counts again and WV01 says so. WV02 warns %1 days ahead, WV03 names a waiver that covers nothing, WV04 an invalid one.</source>
        <translation>Ein akzeptierter Befund behält seinen Schweregrad, erscheint aber als akzeptiert, mit einem schiefergrauen Quadrat und einer gedämpften Tönung, in der Tabelle, den Befunden und dem Bericht; er fließt in kein Ergebnis ein, sodass ein Flow, dessen einzige FAILs akzeptiert sind, als akzeptiert erscheint. Der Reiter Ausnahmen neben den Befunden listet jede Ausnahme mit ihrem Stand (in Kraft, läuft in N Tagen ab, abgelaufen, deckt nichts ab, ungültig), bearbeitet sie direkt, entfernt sie und zeigt ihren Befund; jede Änderung ist ein Schritt zum Rückgängigmachen. Eine Ausnahme gilt bis zum Ende ihres Ablauftags in UTC; am Tag danach zählt ihr Befund wieder, und WV01 weist darauf hin. WV02 warnt %1 Tage vorher, WV03 nennt eine Ausnahme, die nichts abdeckt, WV04 eine ungültige.</translation>
    </message>
    <message>
        <source>&lt;code&gt;flowaudit-cli --help&lt;/code&gt; lists every command, and &lt;code&gt;flowaudit-cli help COMMAND&lt;/code&gt; shows a command&apos;s options and exit statuses.</source>
        <translation>&lt;code&gt;flowaudit-cli --help&lt;/code&gt; listet alle Befehle auf, und &lt;code&gt;flowaudit-cli help BEFEHL&lt;/code&gt; zeigt die Optionen und Exit-Status eines Befehls.</translation>
    </message>
    <message>
        <source>View → Systems Map draws every system the flows read from or write to as a box and one arrow for each pair of systems, with the number of its flows, marked by the worst of their verdicts: FAIL thick, WARN dashed, accepted by a waiver dotted, OK thin (Per Flow draws one arrow per flow). Click an arrow to select its flow (a menu offers a pair&apos;s flows), a system to show only its flows in the table, double-click it to focus the map on it; the filter box takes a system&apos;s or a group&apos;s name. Drag a system to place it (one undo step, written to the inventory&apos;s systems: block); Reset Layout removes the positions. View → Presentation Mode (F5) shows the selected flow&apos;s vendor windows, its retry storm and the map full screen: Page Down goes on, Page Up goes back, Esc leaves.</source>
        <translation>Ansicht → Systemlandkarte zeichnet jedes System, aus dem Flows lesen oder in das sie schreiben, als Kasten und einen Pfeil je Systempaar mit der Zahl seiner Flows, markiert nach dem schlechtesten ihrer Ergebnisse: FAIL dick, WARN gestrichelt, durch eine Ausnahme akzeptiert gepunktet, OK dünn (Je Flow zeichnet einen Pfeil je Flow). Ein Klick auf einen Pfeil wählt seinen Flow (ein Menü bietet die Flows eines Paars an), auf ein System zeigt nur seine Flows in der Tabelle, ein Doppelklick richtet die Landkarte darauf aus; das Filterfeld nimmt den Namen eines Systems oder einer Gruppe. Ein System ziehen platziert es (ein Rückgängig-Schritt, im systems:-Block des Inventars gespeichert); Anordnung zurücksetzen entfernt die Positionen. Ansicht → Präsentationsmodus (F5) zeigt die Anbieterfenster des gewählten Flows, seinen Retry-Sturm und die Landkarte im Vollbild: Bild ab geht weiter, Bild auf zurück, Esc beendet.</translation>
    </message>
    <message>
        <source>A card checked longer ago than its review period (its review_every, %1 days unless the card sets another), or than the threshold under the list when you set one, or with no date, is marked STALE or UNDATED: confirm its numbers on the vendor&apos;s page before you quote them. Mark Re-checked Today, and a fact or a window length edited in place (double-click), are kept in your overrides file, never in the bundled cards; your edits are shown in italics with the bundled words in the tooltip, and Revert My Edits drops them.</source>
        <translation>Eine Karte, deren Prüfung länger zurückliegt als ihr Prüfzeitraum (ihr review_every, %1 Tage, sofern die Karte nichts anderes angibt) oder als die Schwelle unter der Liste, wenn Sie eine setzen, oder ohne Datum, ist als VERALTET oder UNDATIERT markiert: Bestätigen Sie ihre Zahlen auf der Seite des Anbieters, bevor Sie sie nennen. „Heute als geprüft markieren“ sowie ein direkt bearbeiteter Fakt oder eine Fensterlänge (Doppelklick) werden in Ihrer Datei mit eigenen Änderungen gespeichert, nie in den mitgelieferten Karten; Ihre Änderungen erscheinen kursiv mit dem mitgelieferten Wortlaut im Tooltip, und „Meine Änderungen verwerfen“ entfernt sie.</translation>
    </message>
    <message>
        <source>The version each save replaced (Keep a Backup When Saving)</source>
        <translation>Die Fassung, die jedes Speichern ersetzt hat (Sicherung beim Speichern behalten)</translation>
    </message>
    <message>
        <source>Every finding ends one of three ways: it is fixed, accepted as a known risk, or (on the command line) baselined as old debt. To accept one, select it in the Findings panel or select its cell in the table and choose Edit → Accept Risk…: write why it is accepted, who owns it, who approved it, and until when (%1 days by default, at most %2). The waiver is kept in the inventory, under waivers, so the audited file carries its own accepted risks. SC01, SC02 and SC03 cannot be accepted: a broken cell is fixed, a misspelt key renamed.</source>
        <translation>Jeder Befund endet auf eine von drei Arten: Er wird behoben, als bekanntes Risiko akzeptiert oder (auf der Kommandozeile) als Altlast in eine Baseline aufgenommen. Um einen zu akzeptieren, wählen Sie ihn im Bereich Befunde oder seine Zelle in der Tabelle aus und wählen Bearbeiten → Risiko akzeptieren…: Schreiben Sie, warum er akzeptiert wird, wer verantwortlich ist, wer es genehmigt hat und bis wann (standardmäßig %1 Tage, höchstens %2). Die Ausnahme wird im Inventar unter waivers gespeichert, sodass die geprüfte Datei ihre akzeptierten Risiken selbst enthält. SC01, SC02 und SC03 lassen sich nicht akzeptieren: Eine fehlerhafte Zelle muss korrigiert, ein falsch geschriebener Schlüssel umbenannt werden.</translation>
    </message>
    <message>
        <source>Confirming a vendor number, step by step</source>
        <translation>Eine Anbieterzahl bestätigen, Schritt für Schritt</translation>
    </message>
    <message>
        <source>A vendor card&apos;s number is evidence when the vendor&apos;s own page states it: the card names the page and quotes the sentence, and a verification finds that sentence there, once. The Evidence tab of the Vendor Cards panel takes you through it; each step has its command for CI.</source>
        <translation>Die Zahl einer Anbieterkarte ist ein Beleg, wenn die eigene Seite des Anbieters sie nennt: die Karte nennt die Seite und zitiert den Satz, und eine Verifikation findet diesen Satz dort, genau einmal. Der Reiter „Belege“ des Bereichs „Anbieterkarten“ führt Sie hindurch; jeder Schritt hat seinen Befehl für CI.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Copy the card.&lt;/b&gt; A bundled card is never written: on a bundled card, Copy to Team&apos;s Folder puts its file into the folder the inventory names (vendor_cards:), or vendor-cards/ beside it, which the inventory then names (save it). Command line: flowaudit-cli cards copy CARD_ID INVENTORY.</source>
        <translation>&lt;b&gt;Die Karte kopieren.&lt;/b&gt; Eine mitgelieferte Karte wird nie geschrieben: bei einer mitgelieferten Karte legt „In den Ordner des Teams kopieren“ ihre Datei in den Ordner, den das Inventar nennt (vendor_cards:), oder in vendor-cards/ daneben, das das Inventar dann nennt (speichern Sie es). Kommandozeile: flowaudit-cli cards copy CARD_ID INVENTAR.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Propose or paste a quote.&lt;/b&gt; Propose Quotes reads the pages of the card&apos;s facts not yet quoted and lists, for the selected fact, the sentences that state its number, best first; Show in Browser opens the page at the sentence, Accept Quote records it in the team&apos;s card file (one undo step). A page that states the number two ways is said, not offered. Or read the page yourself and paste the sentence with Mark Fact as Checked…. Command line: flowaudit-cli cards propose INVENTORY --accept.</source>
        <translation>&lt;b&gt;Ein Zitat vorschlagen lassen oder einfügen.&lt;/b&gt; „Zitate vorschlagen“ liest die Seiten der noch nicht zitierten Fakten der Karte und listet für den gewählten Fakt die Sätze, die seine Zahl nennen, die besten zuerst; „Im Browser zeigen“ öffnet die Seite am Satz, „Zitat übernehmen“ hält ihn in der Kartendatei des Teams fest (ein Rückgängig-Schritt). Eine Seite, die die Zahl auf zwei Arten nennt, wird genannt, nicht vorgeschlagen. Oder lesen Sie die Seite selbst und fügen Sie den Satz mit „Fakt als geprüft markieren…“ ein. Kommandozeile: flowaudit-cli cards propose INVENTAR --accept.</translation>
    </message>
    <message>
        <source>Propose Quotes has read the page: the first fact&apos;s sentences, best first</source>
        <translation>„Zitate vorschlagen“ hat die Seite gelesen: die Sätze des ersten Fakts, die besten zuerst</translation>
    </message>
    <message>
        <source>&lt;b&gt;Save and verify.&lt;/b&gt; Save Card File writes the quotes; Verify Now looks for each quoted fact of the card on its page, Verify All Cards for every card the team answers for (its own and those the flows rely on): confirmed, changed with a word diff, ambiguous, page moved, unreachable or needs JavaScript. The outcomes are kept across restarts. Command line, in CI: flowaudit-cli cards verify INVENTORY --record, which keeps them beside the team&apos;s cards for the report.</source>
        <translation>&lt;b&gt;Speichern und verifizieren.&lt;/b&gt; „Kartendatei speichern“ schreibt die Zitate; „Jetzt verifizieren“ sucht jeden zitierten Fakt der Karte auf seiner Seite, „Alle Karten verifizieren“ die jeder Karte, für die das Team einsteht (seine eigenen und die, auf die sich die Flows stützen): bestätigt, geändert mit Wort-Diff, mehrdeutig, Seite verschoben, nicht erreichbar oder braucht JavaScript. Die Ergebnisse bleiben über einen Neustart erhalten. Kommandozeile, in CI: flowaudit-cli cards verify INVENTAR --record, das sie für den Bericht neben den Karten des Teams festhält.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Stamp.&lt;/b&gt; A quote found on the page is confirmed once a person has read it: Mark Fact as Checked… records today&apos;s date and your name, and flowaudit-cli cards verify INVENTORY --stamp --by NAME stamps every confirmed fact at once. Until then a quoted fact reads STALE, never confirmed.</source>
        <translation>&lt;b&gt;Stempeln.&lt;/b&gt; Ein auf der Seite gefundenes Zitat ist bestätigt, sobald ein Mensch es gelesen hat: „Fakt als geprüft markieren…“ hält das heutige Datum und Ihren Namen fest, und flowaudit-cli cards verify INVENTAR --stamp --by NAME stempelt jeden bestätigten Fakt auf einmal. Bis dahin lautet ein zitierter Fakt VERALTET, nie bestätigt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Read the report.&lt;/b&gt; The audit report&apos;s Evidence appendix gives each fact&apos;s page as a link that lands on its sentence, its quote in full, its state and its last verification with its day; flowaudit-cli report --verify verifies first.</source>
        <translation>&lt;b&gt;Den Bericht lesen.&lt;/b&gt; Der Belege-Anhang des Prüfberichts gibt die Seite jedes Fakts als Link, der auf seinem Satz landet, sein Zitat vollständig, seinen Zustand und seine letzte Verifikation mit ihrem Tag; flowaudit-cli report --verify verifiziert zuerst.</translation>
    </message>
    <message>
        <source>After Accept Quote, Save Card File and Verify Now: each quote confirmed on its page, with the day</source>
        <translation>Nach „Zitat übernehmen“, „Kartendatei speichern“ und „Jetzt verifizieren“: jedes Zitat auf seiner Seite bestätigt, mit dem Tag</translation>
    </message>
    <message>
        <source>Retry Storm: what an outage of the destination does with the flow&apos;s nested retries (retry_layers, read innermost first). The chart stacks the attempts per second at the destination (first tries, then each layer&apos;s retries), hatches the outage, and draws normal load, capacity and a right axis in × normal; the headline says the peak and the recovery time. Jitter as set off shows every layer at its nominal waits; Retry in one layer only draws RT01&apos;s fix as a dashed outline. Rate, outage length and capacity are kept in the flow&apos;s retry_storm field (one undo step each), with each layer&apos;s schedule: RT04&apos;s default, the iPaaS card&apos;s own (Zapier autoreplay, Make&apos;s incomplete executions and Break, n8n&apos;s fixed waits), or one set there. The audit report draws the same chart for every flow with an RT01 FAIL or WARN. Every flow into a destination, where another flow writes there too, adds them all up for this flow&apos;s outage: a band for each flow, the destination&apos;s peak against its normal load, in the panel, in Presentation Mode and on F5&apos;s slides.</source>
        <translation>Retry-Sturm: was ein Ausfall des Ziels mit den verschachtelten Retries des Flows macht (retry_layers, von innen nach außen gelesen). Das Diagramm stapelt die Versuche pro Sekunde am Ziel (Erstversuche, dann die Retries jeder Ebene), schraffiert den Ausfall und zeichnet normale Last, Kapazität und eine rechte Achse in × normal; die Überschrift nennt die Spitze und die Erholungszeit. Ist „Jitter wie eingestellt“ aus, wartet jede Ebene ihre Nennzeiten; „Retry nur in einer Ebene“ zeichnet die Korrektur von RT01 als gestrichelten Umriss. Rate, Dauer des Ausfalls und Kapazität stehen im Feld retry_storm des Flows (je ein Rückgängig-Schritt), mit dem Zeitplan jeder Ebene: der Vorgabe von RT04, dem der iPaaS-Karte (Zapier Autoreplay, unvollständige Ausführungen und Break von Make, feste Wartezeiten von n8n) oder einem dort gesetzten. Der Prüfbericht zeichnet dasselbe Diagramm für jeden Flow mit FAIL oder WARN von RT01. Jeder Flow in ein Ziel, in das auch ein anderer Flow schreibt, wird für den Ausfall dieses Flows aufsummiert: ein Band je Flow, die Spitze des Ziels gegen seine normale Last, im Bereich, im Präsentationsmodus und auf den Folien von F5.</translation>
    </message>
</context>
<context>
    <name>UserPrompts</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>Save the changes to %1 before closing it?</source>
        <translation>Änderungen an %1 vor dem Schließen speichern?</translation>
    </message>
    <message>
        <source>Your changes are lost if you do not save them.</source>
        <translation>Ihre Änderungen gehen verloren, wenn Sie sie nicht speichern.</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>Ungespeicherte Arbeit wiederherstellen</translation>
    </message>
    <message numerus="yes">
        <source>FlowAudit ended without saving %1. A recovery copy taken on %2 holds %n flow(s).</source>
        <translation>
            <numerusform>FlowAudit wurde beendet, ohne %1 zu speichern. Eine Wiederherstellungskopie vom %2 enthält %n Flow.</numerusform>
            <numerusform>FlowAudit wurde beendet, ohne %1 zu speichern. Eine Wiederherstellungskopie vom %2 enthält %n Flows.</numerusform>
        </translation>
    </message>
    <message>
        <source>Recover it to go on where you were; the file on disk is not changed until you save.</source>
        <translation>Stellen Sie sie wieder her, um dort weiterzumachen, wo Sie waren; die Datei auf dem Datenträger bleibt unverändert, bis Sie speichern.</translation>
    </message>
    <message>
        <source>&amp;Recover</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Discard the Copy</source>
        <translation>Kopie &amp;verwerfen</translation>
    </message>
    <message>
        <source>Ask Me &amp;Later</source>
        <translation>&amp;Später fragen</translation>
    </message>
    <message>
        <source>File changed on disk</source>
        <translation>Datei auf dem Datenträger geändert</translation>
    </message>
    <message>
        <source>Another program changed %1.</source>
        <translation>Ein anderes Programm hat %1 geändert.</translation>
    </message>
    <message>
        <source>Reload it and lose your unsaved changes, or keep your version (saving it then replaces the other one)?</source>
        <translation>Neu laden und Ihre ungespeicherten Änderungen verlieren, oder Ihre Fassung behalten (Speichern ersetzt dann die andere)?</translation>
    </message>
    <message>
        <source>Reload it, or keep the version shown here (saving it then replaces the other one)?</source>
        <translation>Neu laden, oder die hier gezeigte Fassung behalten (Speichern ersetzt dann die andere)?</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Neu laden</translation>
    </message>
    <message>
        <source>&amp;Keep Mine</source>
        <translation>&amp;Meine behalten</translation>
    </message>
    <message>
        <source>Save as a &amp;Copy…</source>
        <translation>Als &amp;Kopie speichern…</translation>
    </message>
    <message>
        <source>&amp;Save Anyway</source>
        <translation>&amp;Trotzdem speichern</translation>
    </message>
    <message>
        <source>%1 has never been saved.</source>
        <translation>%1 wurde noch nie gespeichert.</translation>
    </message>
    <message>
        <source>%1 has unsaved changes.</source>
        <translation>%1 hat ungespeicherte Änderungen.</translation>
    </message>
    <message>
        <source>Export Audit Report</source>
        <translation>Prüfbericht exportieren</translation>
    </message>
    <message>
        <source>A report made now is marked DRAFT and cannot be matched to a saved file by its checksum. Save first to report on the file as saved.</source>
        <translation>Ein jetzt erstellter Bericht wird als ENTWURF markiert und lässt sich über seine Prüfsumme keiner gespeicherten Datei zuordnen. Speichern Sie zuerst, um über die gespeicherte Datei zu berichten.</translation>
    </message>
    <message>
        <source>&amp;Save First</source>
        <translation>Zuerst &amp;speichern</translation>
    </message>
    <message>
        <source>&amp;Export Anyway</source>
        <translation>Trotzdem &amp;exportieren</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>&amp;Discard Changes</source>
        <translation>Änderungen &amp;verwerfen</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
</context>
<context>
    <name>Utf8InputBuffer</name>
    <message>
        <source>the file could not be read: %1</source>
        <translation>die Datei konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>the file is %1 encoded; FlowAudit reads UTF-8: save it as UTF-8</source>
        <translation>die Datei ist %1-kodiert; FlowAudit liest UTF-8: speichern Sie sie als UTF-8</translation>
    </message>
    <message>
        <source>a NUL byte: this is a binary file, or text that is not UTF-8 (UTF-16?)</source>
        <translation>ein NUL-Byte: dies ist eine Binärdatei oder Text, der nicht UTF-8 ist (UTF-16?)</translation>
    </message>
    <message>
        <source>byte 0x%1 is not valid UTF-8: save the file as UTF-8</source>
        <translation>Byte 0x%1 ist kein gültiges UTF-8: speichern Sie die Datei als UTF-8</translation>
    </message>
    <message>
        <source>the file ends inside a UTF-8 character</source>
        <translation>die Datei endet mitten in einem UTF-8-Zeichen</translation>
    </message>
    <message>
        <source>invalid UTF-8 sequence: save the file as UTF-8</source>
        <translation>ungültige UTF-8-Sequenz: speichern Sie die Datei als UTF-8</translation>
    </message>
    <message>
        <source>a control character (0x%1) that text may not hold</source>
        <translation>ein Steuerzeichen (0x%1), das in Text nicht vorkommen darf</translation>
    </message>
    <message>
        <source>a second byte order mark (U+FEFF) follows the first: remove it, a tool added it twice</source>
        <translation>eine zweite Byte-Reihenfolge-Markierung (U+FEFF) folgt der ersten: entfernen, ein Werkzeug hat sie doppelt eingefügt</translation>
    </message>
    <message>
        <source>the noncharacter U+%1, which text may not hold</source>
        <translation>das Nichtzeichen U+%1, das Text nicht enthalten darf</translation>
    </message>
</context>
<context>
    <name>VendorAdvisories</name>
    <message>
        <source>%1, checked %2</source>
        <translation>%1, geprüft %2</translation>
    </message>
    <message>
        <source>%1, no checked date stated</source>
        <translation>%1, kein Prüfdatum angegeben</translation>
    </message>
    <message>
        <source>blank</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>%1 reads the Retry-After your receiver returns as %2, but retry_after_unit is %3 (RT05)</source>
        <translation>%1 liest das Retry-After Ihres Empfängers als %2, aber retry_after_unit ist %3 (RT05)</translation>
    </message>
    <message>
        <source>if %1 calls this receiver, it reads Retry-After as %2, but retry_after_unit is %3 (RT05)</source>
        <translation>falls %1 diesen Empfänger aufruft, liest es Retry-After als %2, aber retry_after_unit ist %3 (RT05)</translation>
    </message>
    <message>
        <source>sender_timeout_seconds is %1, longer than the %2 s %3 waits: the ack budget is really %4 s</source>
        <translation>sender_timeout_seconds ist %1, länger als die %2 s, die %3 wartet: das Bestätigungsbudget ist tatsächlich %4 s</translation>
    </message>
    <message>
        <source>sender_timeout_seconds is %1, but %2 states %3 s</source>
        <translation>sender_timeout_seconds ist %1, aber %2 nennt %3 s</translation>
    </message>
    <message>
        <source>the %1 layer retries %2 times inside other retrying layers: set Stripe SDK automatic retries to 0 when the worker retries (RT01)</source>
        <translation>die Ebene %1 führt %2 Retries aus, obwohl sie innerhalb anderer Ebenen mit Retries liegt: setzen Sie die automatischen Retries des Stripe-SDK auf 0, wenn der Worker Retries ausführt (RT01)</translation>
    </message>
    <message>
        <source>%1 of %2 (%3) is shorter than the %4-day replay window: an older replay gets no help from it, only the flow&apos;s own ledger stops the duplicate (IP07)</source>
        <translation>%1 von %2 (%3) ist kürzer als das Replay-Fenster von %4 Tagen: bei einem älteren Replay hilft es nicht, nur das eigene Ledger des Flows verhindert das Duplikat (IP07)</translation>
    </message>
    <message>
        <source>Replay window shorter than the vendor&apos;s windows</source>
        <translation>Replay-Fenster kürzer als die Fenster des Anbieters</translation>
    </message>
    <message>
        <source>max_replay_window_days is below the source&apos;s retry or resend window, or the iPaaS&apos;s replay window, as its card states them.</source>
        <translation>max_replay_window_days liegt unter dem Retry- oder Neusendefenster der Quelle oder dem Replay-Fenster der iPaaS, wie ihre Karte sie nennt.</translation>
    </message>
    <message>
        <source>Retry-After unit differs from the sender&apos;s</source>
        <translation>Retry-After-Einheit weicht von der des Senders ab</translation>
    </message>
    <message>
        <source>The sender reads Retry-After in another unit than retry_after_unit, so every wait is 1,000 times off (RT05).</source>
        <translation>Der Sender liest Retry-After in einer anderen Einheit als retry_after_unit, also liegt jede Wartezeit um das 1.000-Fache daneben (RT05).</translation>
    </message>
    <message>
        <source>Sender timeout differs from the card</source>
        <translation>Sender-Timeout weicht von der Karte ab</translation>
    </message>
    <message>
        <source>sender_timeout_seconds is not the acknowledgement timeout the source&apos;s card states; the ack budget of WH01 follows from it.</source>
        <translation>sender_timeout_seconds ist nicht das Bestätigungs-Timeout, das die Karte der Quelle nennt; das Bestätigungsbudget von WH01 ergibt sich daraus.</translation>
    </message>
    <message>
        <source>Stripe SDK retries nested under a retrying layer</source>
        <translation>Stripe-SDK-Retries unter einer Ebene mit Retries</translation>
    </message>
    <message>
        <source>Set Stripe SDK automatic retries to 0 when the worker retries, so attempts do not multiply (RT01).</source>
        <translation>Setzen Sie die automatischen Retries des Stripe-SDK auf 0, wenn der Worker Retries ausführt, damit sich die Versuche nicht multiplizieren (RT01).</translation>
    </message>
    <message>
        <source>Replay outlives a vendor&apos;s dedupe window</source>
        <translation>Replay überdauert das Deduplizierungsfenster eines Anbieters</translation>
    </message>
    <message>
        <source>A vendor&apos;s dedupe window or key lifetime is shorter than the replay window: older replays rely on the flow&apos;s own ledger (IP07).</source>
        <translation>Das Deduplizierungsfenster oder die Schlüssellebensdauer eines Anbieters ist kürzer als das Replay-Fenster: Ältere Replays hängen vom eigenen Ledger des Flows ab (IP07).</translation>
    </message>
    <message>
        <source>max_replay_window_days is %1, below a window of the card (%2: %3): events can still arrive after the window</source>
        <translation>max_replay_window_days ist %1 und liegt damit unter einem Fenster der Karte (%2: %3): Events können noch nach dem Fenster eintreffen</translation>
    </message>
</context>
<context>
    <name>VendorCard</name>
    <message>
        <source>Retry window</source>
        <translation>Retry-Fenster</translation>
    </message>
    <message>
        <source>Manual resend window</source>
        <translation>Fenster für manuelles Neusenden</translation>
    </message>
    <message>
        <source>Replay window</source>
        <translation>Replay-Fenster</translation>
    </message>
    <message>
        <source>Dedupe window</source>
        <translation>Deduplizierungsfenster</translation>
    </message>
    <message>
        <source>Idempotency key lifetime</source>
        <translation>Lebensdauer des Idempotenzschlüssels</translation>
    </message>
    <message>
        <source>Acknowledgement timeout</source>
        <translation>Bestätigungs-Timeout</translation>
    </message>
    <message>
        <source>Signature tolerance</source>
        <translation>Signaturtoleranz</translation>
    </message>
    <message>
        <source>Ban after failures</source>
        <translation>Sperre nach Fehlschlägen</translation>
    </message>
    <message>
        <source>Disabled after failing for</source>
        <translation>Deaktiviert nach Fehlschlägen über</translation>
    </message>
    <message>
        <source>Longest gap between retries</source>
        <translation>Längste Pause zwischen Retries</translation>
    </message>
    <message>
        <source>Retries</source>
        <translation>Retries</translation>
    </message>
    <message>
        <source>Resend</source>
        <translation>Neusenden</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
    <message>
        <source>Dedupe</source>
        <translation>Dedupe</translation>
    </message>
    <message>
        <source>Key lifetime</source>
        <translation>Schlüssel-TTL</translation>
    </message>
    <message>
        <source>Ack timeout</source>
        <translation>Ack-Timeout</translation>
    </message>
    <message>
        <source>Signature skew</source>
        <translation>Signatur</translation>
    </message>
    <message>
        <source>Ban</source>
        <translation>Sperre</translation>
    </message>
    <message>
        <source>Disabled after</source>
        <translation>Deaktiviert nach</translation>
    </message>
    <message>
        <source>Longest gap</source>
        <translation>Längste Pause</translation>
    </message>
</context>
<context>
    <name>VendorCardReader</name>
    <message>
        <source>`%1` must be a non-empty text</source>
        <translation>`%1` muss ein nicht leerer Text sein</translation>
    </message>
    <message>
        <source>expected %1 as a map of keys and values</source>
        <translation>erwartet wird %1 als Map aus Schlüsseln und Werten</translation>
    </message>
    <message>
        <source>unknown key `%1` in %2</source>
        <translation>unbekannter Schlüssel `%1` in %2</translation>
    </message>
    <message>
        <source>`%1` must be a list with at least one entry</source>
        <translation>`%1` muss eine Liste mit mindestens einem Eintrag sein</translation>
    </message>
    <message>
        <source>unknown window kind `%1`</source>
        <translation>unbekannte Fensterart `%1`</translation>
    </message>
    <message>
        <source>a window needs a kind and a duration</source>
        <translation>ein Fenster braucht eine Art und eine Dauer</translation>
    </message>
    <message>
        <source>`count` must be a whole number above 0</source>
        <translation>`count` muss eine ganze Zahl über 0 sein</translation>
    </message>
    <message>
        <source>retries need a count, a schedule or both</source>
        <translation>Retries brauchen eine Anzahl, einen Zeitplan oder beides</translation>
    </message>
    <message>
        <source>a vendor card needs `%1`</source>
        <translation>eine Anbieterkarte braucht `%1`</translation>
    </message>
    <message>
        <source>a vendor card needs its `facts`</source>
        <translation>eine Anbieterkarte braucht ihre `facts`</translation>
    </message>
    <message>
        <source>the card `%1` must be in a file named %1.yaml</source>
        <translation>die Karte `%1` muss in einer Datei namens %1.yaml stehen</translation>
    </message>
    <message>
        <source>`%1` is %2 characters long; at most %3 are read</source>
        <translation>`%1` ist %2 Zeichen lang; höchstens %3 werden gelesen</translation>
    </message>
    <message>
        <source>`%1` must be a page&apos;s full https URL, such as https://docs.stripe.com/webhooks; found `%2`</source>
        <translation>`%1` muss die vollständige https-URL einer Seite sein, etwa https://docs.stripe.com/webhooks; gefunden `%2`</translation>
    </message>
    <message>
        <source>`%1` must be a date such as 2026-11-06, found `%2`</source>
        <translation>`%1` muss ein Datum wie 2026-11-06 sein, gefunden `%2`</translation>
    </message>
    <message>
        <source>evidence with a prefix, suffix or checked date needs the quote they belong to</source>
        <translation>ein Beleg mit prefix, suffix oder checked braucht das Zitat, zu dem sie gehören</translation>
    </message>
    <message>
        <source>a fact needs its `text`</source>
        <translation>ein Fakt braucht seinen `text`</translation>
    </message>
    <message>
        <source>`review_every` is a number of days from 1 to 3650, found `%1`</source>
        <translation>`review_every` ist eine Zahl von Tagen von 1 bis 3650, gefunden `%1`</translation>
    </message>
</context>
<context>
    <name>VendorCatalogue</name>
    <message>
        <source>the vendor card folder does not exist</source>
        <translation>der Ordner der Anbieterkarten existiert nicht</translation>
    </message>
</context>
<context>
    <name>VendorOverrides</name>
    <message>
        <source>`%1` must be a text</source>
        <translation>`%1` muss ein Text sein</translation>
    </message>
    <message>
        <source>expected a map with `%1`</source>
        <translation>erwartet wird eine Map mit `%1`</translation>
    </message>
    <message>
        <source>expected a card&apos;s edits as a map</source>
        <translation>erwartet werden die Änderungen einer Karte als Map</translation>
    </message>
    <message>
        <source>`checked` must be a date such as 2026-11-30</source>
        <translation>`checked` muss ein Datum wie 2026-11-30 sein</translation>
    </message>
    <message>
        <source>`facts` must be a list</source>
        <translation>`facts` muss eine Liste sein</translation>
    </message>
    <message>
        <source>`windows` must be a list</source>
        <translation>`windows` muss eine Liste sein</translation>
    </message>
    <message>
        <source>unknown window kind</source>
        <translation>unbekannte Fensterart</translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation>die Datei lässt sich nicht öffnen: %1</translation>
    </message>
    <message>
        <source>expected a map from card IDs to your edits</source>
        <translation>erwartet wird eine Map von Karten-IDs zu Ihren Änderungen</translation>
    </message>
</context>
<context>
    <name>VerificationRecord</name>
    <message>
        <source>the record is larger than a record can be</source>
        <translation>das Protokoll ist größer, als ein Protokoll sein kann</translation>
    </message>
    <message>
        <source>not a verification record: this is not JSON; cards verify --record writes one</source>
        <translation>kein Prüfprotokoll: das ist kein JSON; cards verify --record schreibt eins</translation>
    </message>
    <message>
        <source>not a verification record of this FlowAudit: its format is not flowaudit-verification/1</source>
        <translation>kein Prüfprotokoll dieses FlowAudit: sein Format ist nicht flowaudit-verification/1</translation>
    </message>
    <message>
        <source>the record&apos;s day is not a date such as 2026-12-07</source>
        <translation>der Tag des Protokolls ist kein Datum wie 2026-12-07</translation>
    </message>
    <message>
        <source>an entry of the record has no outcome, part or index FlowAudit knows</source>
        <translation>ein Eintrag des Protokolls hat kein Ergebnis, keinen Teil oder Index, den FlowAudit kennt</translation>
    </message>
</context>
<context>
    <name>WaiverChecks</name>
    <message numerus="yes">
        <source>the waiver of %1 expires in %n day(s) (%2, owner %3)</source>
        <translation>
            <numerusform>die Ausnahme für %1 läuft in %n Tag ab (%2, verantwortlich %3)</numerusform>
            <numerusform>die Ausnahme für %1 läuft in %n Tagen ab (%2, verantwortlich %3)</numerusform>
        </translation>
    </message>
    <message>
        <source>(no flow_id)</source>
        <translation>(keine flow_id)</translation>
    </message>
    <message>
        <source>(no rule)</source>
        <translation>(keine Regel)</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 bei %2</translation>
    </message>
    <message>
        <source>%1 on %2 (%3)</source>
        <translation>%1 bei %2 (%3)</translation>
    </message>
    <message>
        <source>the waiver of %1 is invalid and covers nothing: %2</source>
        <translation>die Ausnahme für %1 ist ungültig und deckt nichts ab: %2</translation>
    </message>
    <message>
        <source>the waiver of %1 expired on %2 (owner %3): its finding counts again</source>
        <translation>die Ausnahme für %1 ist am %2 abgelaufen (verantwortlich %3): ihr Befund zählt wieder</translation>
    </message>
    <message>
        <source>the waiver of %1 expires today (%2, owner %3)</source>
        <translation>die Ausnahme für %1 läuft heute ab (%2, verantwortlich %3)</translation>
    </message>
    <message>
        <source>the waiver of %1 covers no finding (fixed, or the flow was renamed or removed): remove it</source>
        <translation>die Ausnahme für %1 deckt keinen Befund ab (behoben, oder der Flow wurde umbenannt oder entfernt): entfernen Sie sie</translation>
    </message>
</context>
<context>
    <name>WaiverRules</name>
    <message>
        <source>Accepted risk expired</source>
        <translation>Akzeptiertes Risiko abgelaufen</translation>
    </message>
    <message>
        <source>A waiver is in force through the end of its expires day (UTC). Once it has expired, the finding it accepted counts again.</source>
        <translation>Eine Ausnahme gilt bis zum Ende ihres Ablauftags (UTC). Ist sie abgelaufen, zählt der Befund, den sie akzeptiert hat, wieder.</translation>
    </message>
    <message>
        <source>Fix the finding, or review the risk again and set a new expires date.</source>
        <translation>Beheben Sie den Befund, oder prüfen Sie das Risiko erneut und setzen Sie ein neues Ablaufdatum.</translation>
    </message>
    <message>
        <source>Accepted risk expires soon</source>
        <translation>Akzeptiertes Risiko läuft bald ab</translation>
    </message>
    <message>
        <source>Plan the fix, or have the risk reviewed again before it expires.</source>
        <translation>Planen Sie die Behebung, oder lassen Sie das Risiko vor dem Ablauf erneut prüfen.</translation>
    </message>
    <message>
        <source>Waiver covers no finding</source>
        <translation>Ausnahme deckt keinen Befund ab</translation>
    </message>
    <message>
        <source>No finding matches the waiver: the problem was fixed, or the flow was renamed or removed. A stale waiver would silently accept the problem if it came back.</source>
        <translation>Kein Befund passt zur Ausnahme: Das Problem wurde behoben, oder der Flow wurde umbenannt oder entfernt. Eine veraltete Ausnahme würde das Problem stillschweigend akzeptieren, wenn es zurückkäme.</translation>
    </message>
    <message>
        <source>Remove the waiver, or correct its flow_id, rule or field.</source>
        <translation>Entfernen Sie die Ausnahme, oder korrigieren Sie ihre flow_id, rule oder field.</translation>
    </message>
    <message>
        <source>Invalid waiver</source>
        <translation>Ungültige Ausnahme</translation>
    </message>
    <message>
        <source>Fill in what is missing, or remove the waiver.</source>
        <translation>Ergänzen Sie, was fehlt, oder entfernen Sie die Ausnahme.</translation>
    </message>
    <message>
        <source>The waiver expires within %1 days; after that its finding counts again.</source>
        <translation>Die Ausnahme läuft innerhalb von %1 Tagen ab; danach zählt ihr Befund wieder.</translation>
    </message>
    <message>
        <source>A waiver needs a flow_id, a waivable rule, a justification, an owner and an expires date (YYYY-MM-DD) at most %1 days after it was created; an invalid one covers nothing.</source>
        <translation>Eine Ausnahme braucht eine flow_id, eine akzeptierbare Regel, eine Begründung, Verantwortliche und ein Ablaufdatum (JJJJ-MM-TT) höchstens %1 Tage nach ihrer Erstellung; eine ungültige deckt nichts ab.</translation>
    </message>
</context>
<context>
    <name>WaiverStatus</name>
    <message>
        <source>flow_id is blank</source>
        <translation>flow_id ist leer</translation>
    </message>
    <message>
        <source>rule is blank</source>
        <translation>rule ist leer</translation>
    </message>
    <message>
        <source>justification is blank: say why the risk is accepted</source>
        <translation>justification ist leer: sagen Sie, warum das Risiko akzeptiert wird</translation>
    </message>
    <message>
        <source>owner is blank: name who answers for the risk</source>
        <translation>owner ist leer: nennen Sie, wer für das Risiko einsteht</translation>
    </message>
    <message>
        <source>expires is blank: an accepted risk needs an end date</source>
        <translation>expires ist leer: ein akzeptiertes Risiko braucht ein Enddatum</translation>
    </message>
    <message>
        <source>expires &quot;%1&quot; is not a date written YYYY-MM-DD</source>
        <translation>expires „%1“ ist kein Datum in der Form JJJJ-MM-TT</translation>
    </message>
    <message>
        <source>expires %1 is more than %2 days after created %3: accepted risks are reviewed at least once a year</source>
        <translation>expires %1 liegt mehr als %2 Tage nach created %3: akzeptierte Risiken werden mindestens einmal im Jahr geprüft</translation>
    </message>
    <message>
        <source>expires %1 is more than %2 days from today (%3): accepted risks are reviewed at least once a year</source>
        <translation>expires %1 liegt mehr als %2 Tage nach dem heutigen Datum (%3): akzeptierte Risiken werden mindestens einmal im Jahr geprüft</translation>
    </message>
    <message>
        <source>rule %1 cannot be accepted as a risk: only IP01, IP02, IP03, RT01, RT02, WH01 and the vendor advisories (VA…) can; a broken cell (SC01, SC02) is fixed, a misspelt key (SC03) renamed</source>
        <translation>die Regel %1 lässt sich nicht als Risiko akzeptieren: nur IP01, IP02, IP03, RT01, RT02, WH01 und die Anbieterhinweise (VA…); eine fehlerhafte Zelle (SC01, SC02) muss korrigiert werden, ein falsch geschriebener Schlüssel (SC03) umbenannt</translation>
    </message>
</context>
<context>
    <name>WorkshopSlide</name>
    <message>
        <source>Vendor windows · %1</source>
        <translation>Anbieterfenster · %1</translation>
    </message>
    <message>
        <source>Vendor windows · every card</source>
        <translation>Anbieterfenster · jede Karte</translation>
    </message>
    <message>
        <source>Systems map · %1</source>
        <translation>Systemlandkarte · %1</translation>
    </message>
    <message>
        <source>Retry storm · %1</source>
        <translation>Retry-Sturm · %1</translation>
    </message>
    <message>
        <source>at %1×%2 the vendor windows chart cannot show its labels and bars whole at slide type; it needs at least %3×%4</source>
        <translation>bei %1×%2 kann das Diagramm der Anbieterfenster seine Beschriftungen und Balken in Foliengröße nicht vollständig zeigen; es braucht mindestens %3×%4</translation>
    </message>
    <message>
        <source>Retry storm · every flow into %1</source>
        <translation>Retry-Sturm · jeder Flow nach %1</translation>
    </message>
</context>
<context>
    <name>YamlReader</name>
    <message>
        <source>expected a map with a flows list at the top of the file, found a list</source>
        <translation>am Anfang der Datei wurde eine Map mit einer flows-Liste erwartet, gefunden wurde eine Liste</translation>
    </message>
    <message>
        <source>expected a list of flows under flows, found a map</source>
        <translation>unter flows wurde eine Liste von Flows erwartet, gefunden wurde eine Map</translation>
    </message>
    <message>
        <source>expected a map for each flow, found a list</source>
        <translation>für jeden Flow wurde eine Map erwartet, gefunden wurde eine Liste</translation>
    </message>
    <message>
        <source>expected a map with a flows list at the top of the file, found %1</source>
        <translation>am Anfang der Datei wurde eine Map mit einer flows-Liste erwartet, gefunden wurde %1</translation>
    </message>
    <message>
        <source>expected a map for each flow, found %1</source>
        <translation>für jeden Flow wurde eine Map erwartet, gefunden wurde %1</translation>
    </message>
    <message>
        <source>flows is empty: write the flows as a list (flows: [] when there are none)</source>
        <translation>flows ist leer: schreiben Sie die Flows als Liste (flows: [], wenn es keine gibt)</translation>
    </message>
    <message>
        <source>expected a list of flows under flows, found %1</source>
        <translation>unter flows wurde eine Liste von Flows erwartet, gefunden wurde %1</translation>
    </message>
    <message>
        <source>this inventory is format %1, newer than the flow-inventory/1 this FlowAudit reads: update FlowAudit to open it</source>
        <translation>dieses Inventar hat das Format %1, neuer als das flow-inventory/1, das dieses FlowAudit liest: aktualisieren Sie FlowAudit, um es zu öffnen</translation>
    </message>
    <message>
        <source>expected a map with a flows list at the top of the file</source>
        <translation>am Anfang der Datei wurde eine Map mit einer flows-Liste erwartet</translation>
    </message>
    <message>
        <source>there is no flows list: an inventory is a map with a flows list</source>
        <translation>es gibt keine flows-Liste: ein Inventar ist eine Map mit einer flows-Liste</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>the text &quot;%1&quot;</source>
        <translation>der Text „%1“</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>a map</source>
        <translation>eine Map</translation>
    </message>
    <message>
        <source>a second YAML document starts here: an inventory is one document</source>
        <translation>hier beginnt ein zweites YAML-Dokument: ein Inventar ist ein einziges Dokument</translation>
    </message>
    <message>
        <source>an alias (*name) refers to an anchor: write the value out in full, inventories do not use aliases</source>
        <translation>ein Alias (*name) verweist auf einen Anker: schreiben Sie den Wert vollständig aus, Inventare verwenden keine Aliase</translation>
    </message>
    <message>
        <source>a value of %1 MB: a cell or key may hold at most %2 MB</source>
        <translation>ein Wert von %1 MB: eine Zelle oder ein Schlüssel darf höchstens %2 MB enthalten</translation>
    </message>
    <message>
        <source>the tag %1 is not used in inventories: write plain text, lists and maps</source>
        <translation>das Tag %1 wird in Inventaren nicht verwendet: schreiben Sie einfachen Text, Listen und Maps</translation>
    </message>
    <message>
        <source>lists and maps are nested more than %1 deep</source>
        <translation>Listen und Maps sind tiefer als %1 Ebenen verschachtelt</translation>
    </message>
    <message>
        <source>a key must be text, found %1</source>
        <translation>ein Schlüssel muss Text sein, gefunden wurde %1</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; appears twice in this map (first on line %2)</source>
        <translation>der Schlüssel „%1“ kommt in dieser Map zweimal vor (zuerst in Zeile %2)</translation>
    </message>
    <message>
        <source>the file is empty: an inventory is a map with a flows list</source>
        <translation>die Datei ist leer: ein Inventar ist eine Map mit einer flows-Liste</translation>
    </message>
    <message>
        <source>YAML syntax error: %1</source>
        <translation>YAML-Syntaxfehler: %1</translation>
    </message>
    <message>
        <source>not enough memory to read the file</source>
        <translation>nicht genug Speicher, um die Datei zu lesen</translation>
    </message>
    <message>
        <source>a quoted value starts here and is never closed</source>
        <translation>hier beginnt ein Wert in Anführungszeichen, der nie geschlossen wird</translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation>die Datei kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>a { or [ starts here and is never closed: the file may be cut off</source>
        <translation>hier beginnt ein { oder [, das nie geschlossen wird: die Datei ist vielleicht abgeschnitten</translation>
    </message>
    <message>
        <source>a quoted value starts here and runs on to line %1, where the YAML breaks (%2): is its closing quote missing?</source>
        <translation>hier beginnt ein Wert in Anführungszeichen und läuft bis Zeile %1, wo das YAML ungültig wird (%2): fehlt das schließende Anführungszeichen?</translation>
    </message>
    <message>
        <source>reading was cancelled</source>
        <translation>das Lesen wurde abgebrochen</translation>
    </message>
    <message>
        <source>expected a list of waivers under waivers, found a map</source>
        <translation>unter waivers wurde eine Liste von Ausnahmen erwartet, gefunden wurde eine Map</translation>
    </message>
    <message>
        <source>expected a map for each waiver, found a list</source>
        <translation>für jede Ausnahme wurde eine Map erwartet, gefunden wurde eine Liste</translation>
    </message>
    <message>
        <source>expected a map for each waiver, found %1</source>
        <translation>für jede Ausnahme wurde eine Map erwartet, gefunden wurde %1</translation>
    </message>
    <message>
        <source>expected a list of waivers under waivers, found %1</source>
        <translation>unter waivers wurde eine Liste von Ausnahmen erwartet, gefunden wurde %1</translation>
    </message>
    <message>
        <source>expected text for the waiver&apos;s %1, found a map</source>
        <translation>für %1 der Ausnahme wurde Text erwartet, gefunden wurde eine Map</translation>
    </message>
    <message>
        <source>expected text for the waiver&apos;s %1, found a list</source>
        <translation>für %1 der Ausnahme wurde Text erwartet, gefunden wurde eine Liste</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>flowaudit: cannot write %1</source>
        <translation>flowaudit: %1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Edit and audit an inventory of flows.</source>
        <translation>Ein Inventar von Flows bearbeiten und prüfen.</translation>
    </message>
    <message>
        <source>The inventory to open (YAML or CSV); the bundled example when none is given.</source>
        <translation>Das zu öffnende Inventar (YAML oder CSV); ohne Angabe das mitgelieferte Beispiel.</translation>
    </message>
    <message>
        <source>Render the window to a PNG file and exit.</source>
        <translation>Das Fenster als PNG-Datei rendern und beenden.</translation>
    </message>
    <message>
        <source>path</source>
        <translation>Pfad</translation>
    </message>
</context>
</TS>
