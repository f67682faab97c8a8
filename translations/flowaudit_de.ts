<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en_GB">
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
    <name>FlowAudit::Autosaver</name>
    <message>
        <source>The recovery copy could not be written: %1</source>
        <translation>Die Wiederherstellungskopie konnte nicht geschrieben werden: %1</translation>
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
        <source>Inventories (*.yaml *.yml *.csv);;All files (*)</source>
        <translation>Inventare (*.yaml *.yml *.csv);;Alle Dateien (*)</translation>
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
        <source>YAML inventory (*.yaml *.yml);;CSV inventory (*.csv)</source>
        <translation>YAML-Inventar (*.yaml *.yml);;CSV-Inventar (*.csv)</translation>
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
        <source>CSV inventory (*.csv);;All files (*)</source>
        <translation>CSV-Inventar (*.csv);;Alle Dateien (*)</translation>
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
        <source>inventory.csv</source>
        <translation>inventory.csv</translation>
    </message>
    <message>
        <source>Export as CSV</source>
        <translation>Als CSV exportieren</translation>
    </message>
    <message>
        <source>CSV inventory (*.csv)</source>
        <translation>CSV-Inventar (*.csv)</translation>
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
        <source>Keep a &amp;Backup (.bak) When Saving</source>
        <translation>Beim Speichern eine &amp;Sicherung (.bak) behalten</translation>
    </message>
    <message>
        <source>Saving keeps the version it replaces beside the file, as FILE.bak</source>
        <translation>Beim Speichern bleibt die ersetzte Fassung neben der Datei erhalten, als DATEI.bak</translation>
    </message>
    <message>
        <source>%1 changed on disk</source>
        <translation>%1 wurde auf der Festplatte geändert</translation>
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
        <translation>über dem Grenzwert von %1 (RT01)</translation>
    </message>
    <message>
        <source>within the limit of %1</source>
        <translation>innerhalb des Grenzwerts von %1</translation>
    </message>
    <message>
        <source>%1 = %2 attempts, %3</source>
        <translation>%1 = %2 Versuche, %3</translation>
    </message>
</context>
<context>
    <name>FlowAudit::FilterBar</name>
    <message>
        <source>Only flows that &amp;fail</source>
        <translation>Nur &amp;fehlschlagende Flows</translation>
    </message>
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
</context>
<context>
    <name>FlowAudit::FindingsModel</name>
    <message>
        <source>(row %1)</source>
        <translation>(Zeile %1)</translation>
    </message>
    <message>
        <source>How to fix:</source>
        <translation>Behebung:</translation>
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
</context>
<context>
    <name>FlowAudit::InventoryModel</name>
    <message>
        <source>How to fix:</source>
        <translation>Behebung:</translation>
    </message>
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
</context>
<context>
    <name>FlowAudit::InventoryTableView</name>
    <message>
        <source>Flows</source>
        <translation>Flows</translation>
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
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
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
        <source>&amp;About FlowAudit</source>
        <translation>&amp;Über FlowAudit</translation>
    </message>
    <message>
        <source>About FlowAudit</source>
        <translation>Über FlowAudit</translation>
    </message>
    <message>
        <source>FlowAudit %1
Rules %2 (rules.md)
Qt %3

Design and audit how events move between systems.</source>
        <translation>FlowAudit %1
Regeln %2 (rules.md)
Qt %3

Entwerfen und prüfen Sie, wie Events zwischen Systemen fließen.</translation>
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
    <name>InputLimits</name>
    <message>
        <source>the file is %1 MB, larger than the %2 MB an inventory may have</source>
        <translation>die Datei ist %1 MB groß; ein Inventar darf höchstens %2 MB groß sein</translation>
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
        <source>(row %1)</source>
        <translation>(Zeile %1)</translation>
    </message>
    <message>
        <source>  how to fix %1 (%2): %3
</source>
        <translation>  Behebung %1 (%2): %3
</translation>
    </message>
    <message>
        <source>%1: flows %2, FAIL %3, WARN %4, INFO %5
</source>
        <translation>%1: Flows %2, FAIL %3, WARN %4, INFO %5
</translation>
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
        <source>Nested synchronous retries multiply: three attempts at five layers is 243 times the load (the AWS Builders&apos; Library example). The product of nested attempts must be 10 or below, and only one layer should retry.</source>
        <translation>Verschachtelte synchrone Retries multiplizieren sich: Drei Versuche auf fünf Ebenen ergeben die 243-fache Last (das Beispiel aus der AWS Builders&apos; Library). Das Produkt der verschachtelten Versuche darf höchstens 10 betragen, und nur eine Ebene sollte Retries ausführen.</translation>
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
        <source>retry layers %1 make %2 attempts per event, above the limit of 10</source>
        <translation>die Retry-Ebenen %1 ergeben %2 Versuche pro Event, mehr als der Grenzwert von 10</translation>
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
        <translation>eingehender Webhook, aber %1: das Ack-Budget (halbes Sender-Timeout) lässt sich nicht prüfen</translation>
    </message>
    <message>
        <source>ack p99 %1 s is above half of the %2 s sender timeout (%3 s)</source>
        <translation>Ack-p99 von %1 s liegt über der Hälfte des Sender-Timeouts von %2 s (%3 s)</translation>
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
        <translation>Stellen Sie sie wieder her, um dort weiterzumachen, wo Sie waren; die Datei auf der Festplatte bleibt unverändert, bis Sie speichern.</translation>
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
        <translation>Datei auf der Festplatte geändert</translation>
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
        <source>a { or [ starts here and is never closed: the file may be cut off</source>
        <translation>hier beginnt ein { oder [, das nie geschlossen wird: die Datei ist vielleicht abgeschnitten</translation>
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
