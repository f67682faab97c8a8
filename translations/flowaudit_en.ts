<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB" sourcelanguage="en_GB">
<context>
    <name>AdvisoryFinding</name>
    <message>
        <source>%1 (card %2, %3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AtomicFile</name>
    <message>
        <source>cannot write the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file could not be written completely (%1); the old file is unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file could not be saved (%1); the old file is unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the saved file does not read back as written: check the disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the current file to keep it as a backup (%1); the file is unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the backup %1 could not be written (%2); the file is unchanged</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Baseline</name>
    <message>
        <source>not a baseline: this is not JSON (%1); make one with flowaudit-cli baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a baseline: there is no &quot;format&quot;: &quot;%1&quot;; make one with flowaudit-cli baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a baseline: its format is &quot;%1&quot;, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this baseline is format %1, newer than the %2 this FlowAudit reads: update FlowAudit or make the baseline again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a baseline: &quot;entries&quot; is not a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a baseline: entry %1 needs flow_id, rule, field (text or null), severity (FAIL, WARN or INFO) and fingerprint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the baseline: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardAge</name>
    <message>
        <source>no checked date stated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checked %1, a date in the future</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checked %1, today</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checked %1, yesterday</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checked %1, %2 days ago</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UNDATED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>STALE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checked %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no checked date</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardCopy</name>
    <message>
        <source>the team&apos;s card %1 is there already; nothing copied</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardFact</name>
    <message>
        <source>fact %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>window %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retries %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardResolution</name>
    <message>
        <source>a symbolic link out of the cards folder: not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vendor_cards names a folder of card files, such as cards/</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vendor_cards %1 must be relative to the inventory&apos;s folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vendor_cards %1 is not a folder beside the inventory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vendor_cards %1 leads to %2, outside the inventory&apos;s repository %3 (by .. or a symbolic link): not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the folder of cards does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the vendor cards were not found: set FLOWAUDIT_DATA_DIR to the folder holding vendors/</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the card `%1` names the same card as `%2` (IDs that differ only in case, _ or - are one card to an inventory): not read</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardStamp</name>
    <message>
        <source>the evidence of %1 must be written as a block map, one key a line, to be stamped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 no longer holds the quote that was verified: the file changed since; nothing stamped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the stamped card would differ in more than its dates and checkers; not written</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CellReading</name>
    <message>
        <source>seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds a map where a single value belongs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds a list where a single value belongs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is neither yes nor no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not one of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a number of %3: write digits with an optional fraction, such as 30 or 0.5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2: a timeout must be above 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is invalid: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it creates records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its side_effect is blank, which counts as a side effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it has a side effect (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CellTextLimit</name>
    <message>
        <source>%L1 bytes of text: a cell may hold at most %2 MB (%L3 bytes), the most an inventory file may hold in one cell</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message numerus="yes">
        <source>%1: written, %n finding(s) of %2</source>
        <translation>
            <numerusform>%1: written, %n finding of %2</numerusform>
            <numerusform>%1: written, %n findings of %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClosestName</name>
    <message>
        <source>%1 (did you mean %2?)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommentCarry</name>
    <message>
        <source>the end of the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the flow %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the field %2 of the flow %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the waiver %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>THEIRS&apos;s comment on line %1 (%2) is not carried: %3 is not in the merge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>THEIRS&apos;s comment on line %1 (%2) is not carried: the value of %3 has a comment after it already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OURS&apos;s comment on line %1 (%2) is not kept: %3 is not in the merge</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ComparisonEntries</name>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Findings the change adds (%n)</source>
        <translation>
            <numerusform>Findings the change adds (%n)</numerusform>
            <numerusform>Findings the change adds (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Findings the change removes (%n)</source>
        <translation>
            <numerusform>Findings the change removes (%n)</numerusform>
            <numerusform>Findings the change removes (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>adds %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removes %1 from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, accepted by a waiver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Waivers (%n)</source>
        <translation>
            <numerusform>Waivers (%n)</numerusform>
            <numerusform>Waivers (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>added: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>changed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Flows added (%n)</source>
        <translation>
            <numerusform>Flows added (%n)</numerusform>
            <numerusform>Flows added (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>flow</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Flows removed (%n)</source>
        <translation>
            <numerusform>Flows removed (%n)</numerusform>
            <numerusform>Flows removed (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Flows renamed (%n)</source>
        <translation>
            <numerusform>Flows renamed (%n)</numerusform>
            <numerusform>Flows renamed (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Flows changed (%n)</source>
        <translation>
            <numerusform>Flows changed (%n)</numerusform>
            <numerusform>Flows changed (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FAIL %1, WARN %2, INFO %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The verdicts do not change (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdicts: %1 → %2. The change adds %3 and removes %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s)</source>
        <translation>
            <numerusform>%n finding</numerusform>
            <numerusform>%n findings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Top-level keys (%n)</source>
        <translation>
            <numerusform>Top-level keys (%n)</numerusform>
            <numerusform>Top-level keys (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>The same inventory: no flow, key or waiver differs.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Completeness</name>
    <message>
        <source>%1 of %2 fields the rules read; %3 of %4 reviews</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConflictedFile</name>
    <message>
        <source>a conflict opens (&lt;&lt;&lt;&lt;&lt;&lt;&lt;) inside another one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a base section (|||||||) outside a conflict&apos;s ours side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a separator (=======) outside a conflict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a conflict closes (&gt;&gt;&gt;&gt;&gt;&gt;&gt;) before its separator (=======)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this conflict is never closed (&gt;&gt;&gt;&gt;&gt;&gt;&gt;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>merge conflict markers (&lt;&lt;&lt;&lt;&lt;&lt;&lt;): resolve the conflicts first (the editor opens this file and offers each one)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConflictedInventory</name>
    <message>
        <source>with the %1 side of each conflict: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>theirs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>base</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CsvReader</name>
    <message>
        <source>cannot open the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>malformed quotes: a quoted cell must be closed by &quot; followed by the separator or the end of the line (write &quot;&quot; for a quote inside it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a quoted cell that starts in this row is never closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty: the CSV form of an inventory starts with a header row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column %1 of the header row is longer than a name can be</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column %1 of the header row has no name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the header names the column &quot;%1&quot; twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this row has more cells (%1) than the header has columns (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 cell holds %2 MB: a cell may hold at most %3 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the reviews cell is not compact YAML: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two columns are mapped to &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the header row is one column with tabs in it: the file is tab-separated, and FlowAudit reads CSV separated by , or ; (save it as CSV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 and %n more</numerusform>
            <numerusform>%1 and %n more</numerusform>
        </translation>
    </message>
    <message>
        <source>not an inventory: no column of the header row (%1) is flow_id, the column that names each flow of an inventory</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DestinationStorm</name>
    <message>
        <source>no flow to simulate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retry_layers is blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n other flow(s)</source>
        <translation>
            <numerusform>%n other flow</numerusform>
            <numerusform>%n other flows</numerusform>
        </translation>
    </message>
    <message>
        <source>no flow into %1 has retry_layers to simulate</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiffFormat</name>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FAIL %1, WARN %2, INFO %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adds %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removes %1 from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, accepted by waiver %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (moved from row %1 to row %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same inventory: no flow, key or waiver differs.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdicts: %1 → %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  no finding added or removed
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flows: %1 added, %2 removed, %3 renamed, %4 changed
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  + %1 added
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  - %1 removed
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  → %1 renamed to %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top-level keys:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waivers:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>### FlowAudit: what this change does

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comparing %1 with %2.

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>**Verdicts**: %1 → %2

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>- This change %1: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finding is added or removed.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
**Flows**: %1 added, %2 removed, %3 renamed, %4 changed
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>renamed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>top-level key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiver added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiver removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiver changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>| Flow | Change | Field | Before | After |
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DockRegistry</name>
    <message>
        <source>Flow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waivers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Systems Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ack Budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry Product</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry Storm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Duration</name>
    <message>
        <source>d</source>
        <comment>unit symbol: days</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>h</source>
        <comment>unit symbol: hours</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>min</source>
        <comment>unit symbol: minutes</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>s</source>
        <comment>unit symbol: seconds</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ms</source>
        <comment>unit symbol: milliseconds</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a duration such as `3 d`, `150 s` or `10 h 35 min`, found `%1`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number before the unit, found `%1`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a unit (ms, s, min, h or d), found `%1`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>`%1` is longer than any vendor window</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EvidenceAge</name>
    <message>
        <source>not yet quoted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quoted, never checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checked %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checked %1 by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, a date in the future</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, today</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, yesterday</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 days ago</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CONFIRMED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>STALE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NOT YET QUOTED</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FactState</name>
    <message>
        <source>confirmed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not yet quoted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs JavaScript</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>page moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ambiguous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>changed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FactVerification</name>
    <message>
        <source>confirmed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>page moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not yet quoted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP status %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a web page but %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the page holds no text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>now at %1, where the quote is found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>now at %1, where the quote is not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no passage on the page is like the quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ambiguous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>on the page %n times; a prefix or suffix picks the one meant</source>
        <translation>
            <numerusform>on the page %n time; a prefix or suffix picks the one meant</numerusform>
            <numerusform>on the page %n times; a prefix or suffix picks the one meant</numerusform>
        </translation>
    </message>
    <message>
        <source>the quote is on the page, but not between its prefix and suffix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its scripts fill the page in a browser: save the page from a browser and use --saved-pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs JavaScript</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Field</name>
    <message>
        <source>Flow ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The flow&apos;s stable ID, unique in the inventory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the flow does, for people.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system the events come from; a vendor card ID where one exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system the flow writes to; a vendor card ID where one exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>iPaaS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The iPaaS that runs the flow, if any (zapier, make, n8n).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the flow is built.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Creates records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The flow creates records in the destination.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none, or what else the flow does (sends email, charges a card).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idempotency key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The business effect key, parts joined by +.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ledger retention (days)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long the action ledger keeps keys.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max replay window (days)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The longest of retry, resend, replay and backfill windows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backfill overlap (days)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How far a backfill re-reads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nested synchronous retry layers, such as sdk:3;worker:5, or none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry-After unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit the flow reads Retry-After in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inbound webhook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The flow starts from a webhook the team receives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ack p99 (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The receiver&apos;s measured acknowledgement p99.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sender timeout (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sender&apos;s timeout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free text.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FieldReference</name>
    <message>
        <source>The fields of a flow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each flow of an inventory is a map of these fields (in a CSV file, one column each). A blank field means unknown. Fields FlowAudit does not know are kept as written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes or no (also y, true, n, false)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a decimal number above 0, such as 5 or 0.8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a decimal number, 0 or more, such as 30 or 0.8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none, or layers such as sdk:1;worker:6 (name:attempts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The manual review of the rules applied by hand, kept by the Flow panel.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileFormats</name>
    <message>
        <source>Inventories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exports and spreadsheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every file it reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YAML inventory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV inventory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n8n workflow or Make blueprint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Excel workbook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTML document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SQL script</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PEM certificates</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileKind</name>
    <message>
        <source>an Excel workbook (a zip file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an Excel 97–2003 workbook or an encrypted workbook (an OLE2 file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YAML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>binary data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: name it %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty, not an Excel workbook (no zip signature)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an Excel workbook (no zip signature)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; if it is %2, name it %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileTask</name>
    <message>
        <source>Cancelling…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FindingToolTip</name>
    <message>
        <source>Accepted until %1 by %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to fix:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Fixes</name>
    <message>
        <source>more than %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep retries only in %1 (%2 attempts); every other layer tries once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is the outermost layer that retries: it retries the whole unit of work and sees every failure beneath it, so the layers inside it need not retry (as the source advises: turn off the SDK&apos;s retries when the worker retries).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is kept instead of the outermost retrying layer, %2: choose this when %2&apos;s retries cannot be turned off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn off %1 retries: product %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 then tries once; the other layers keep their attempts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the flow&apos;s backfill overlap (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 (%3, %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set max_replay_window_days to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole days that cover the longest window an event can still come in: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set ledger_retention_days to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep keys at least as long as the replay window (IP03).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set max_replay_window_days to %1 and ledger_retention_days to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise ledger_retention_days to %1 to cover the replay window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ledger must keep keys at least as long as an event can still come in; the longest window is %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ledger must keep keys at least as long as the flow&apos;s replay window of %1 days; a replay after that would repeat the effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set retry_after_unit to %1, as %2 states (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reads the Retry-After your receiver returns as %2: a wait in another unit is 1,000 times too long or too short.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use %1 s from %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 states an acknowledgement timeout of %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rule reads %1; as %2 its value %3 is read and checked.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAssignment</name>
    <message>
        <source>&quot;%1&quot; is not FIELD=VALUE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a review is set one part at a time, as reviews.RULE.status, reviews.RULE.note, reviews.RULE.by or reviews.RULE.on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no manual review rule &apos;%1&apos;; the rules reviewed by hand are %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a review has a status, note, by and on, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no field &apos;%1&apos; in this inventory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds a list or map, which is kept as it is and not set as text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the flow&apos;s reviews (or its %1 entry) are not a map of reviews; they are kept as they are</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not one of open, pass, fail, n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a date written YYYY-MM-DD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flow_id would be blank, and every flow needs a stable, unique ID (SC01)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flow_id &quot;%1&quot; is already the ID of the flow in line %2 (@%3), and every flow needs its own ID (SC01)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::AboutDialog</name>
    <message>
        <source>About FlowAudit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Design and audit how events move between systems. FlowAudit checks an inventory of integration flows against the delivery reliability rules: idempotency keys, ledger retention, nested retries and webhook acknowledgement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Versions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy Versions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FlowAudit %1
Rules %2 (rules.md)
Qt %3 (built with %4)
yaml-cpp %5</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::AcceptRiskDialog</name>
    <message>
        <source>Accept Risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1 %2&lt;/b&gt; %3 on &lt;b&gt;%4&lt;/b&gt;%5&lt;/p&gt;&lt;p&gt;%6&lt;/p&gt;&lt;p&gt;An accepted finding stays in every report, marked accepted, and counts again the day after the waiver expires.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why the risk is accepted, and what ends it (a ticket, a migration)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Justification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Justification:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Owner:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approved &amp;by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xpires (end of day, UTC):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Accept Risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the justification: why the risk is accepted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The justification is %1 characters long; keep it to %2 and link the rest (a ticket).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the owner: who answers for the risk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calendar…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the date in a calendar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the expiry date as YYYY-MM-DD, such as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expires %1 is before today (%2): the waiver would be expired from the start (WV01). Choose a later date.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not accepted: %1 (WV04). Choose an earlier date.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <comment>the format of a date, shown in an empty field</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::AckBudgetDock</name>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ack Budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WH01: a receiver should acknowledge within half the sender&apos;s timeout, so a slow moment does not make the sender retry or disable the subscription.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;WH01&lt;/b&gt; · acknowledge within half the sender&apos;s timeout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No flow selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs the timeout and the p99</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to spare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;over by %1&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;i&gt;Not an inbound webhook: WH01 does not apply.&lt;/i&gt;&lt;br&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sender timeout: &lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Budget (half): &lt;b&gt;%2&lt;/b&gt;&lt;br&gt;Measured p99: &lt;b&gt;%3&lt;/b&gt;&lt;br&gt;Headroom: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set sender_timeout_seconds to the timeout the vendor card states; Undo takes it back.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::Autosaver</name>
    <message>
        <source>The recovery copy could not be written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recovery copy of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Writing a recovery copy of %1 (%n flow(s))…</source>
        <translation>
            <numerusform>Writing a recovery copy of %1 (%n flow)…</numerusform>
            <numerusform>Writing a recovery copy of %1 (%n flows)…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FlowAudit::BudgetBar</name>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ack budget bar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p99 %1 against a budget of %2 (half the %3 timeout)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No sender timeout: no budget to draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p99 %1: OVER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p99 %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>budget %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>timeout %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::CardEvidenceWriter</name>
    <message>
        <source>%1 changed in the file since it was read: nothing written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>`%1` must be a block list, one item a line, for evidence to be recorded in it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be written as a block map, one key a line, for evidence to be recorded in it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the card would differ in more than the evidence of %1: not written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the card would not read back after recording the check in %1 (%2): not written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is laid out in a way FlowAudit cannot patch (an anchor, a tag, a list inside a list): nothing written</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::CardFileDocuments</name>
    <message>
        <source>Vendor card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1

The file on disk was not changed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::CardProposer</name>
    <message>
        <source>the page holds no text</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::Cli</name>
    <message>
        <source>flowaudit-cli %1 (rules %2, Qt %3, yaml-cpp %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: convert writes .yaml, .yml, .csv or .xlsx, and cannot tell a format from this name; nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: converting to %2 would lose data (%3); nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2: flow %3 would not read back the same from %4; nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the inventory&apos;s top-level keys would not read back the same from %2; nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: written, flows %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>note: the CSV and Excel forms hold the flows only; %1 stay in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run flowaudit-cli --help for the usage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit status: 0 the baseline was written, 2 it was not (bad usage, a file that cannot be read
or is not an inventory, a baseline that cannot be written).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit status: 0 the report was written, 2 it was not (bad usage, a file that cannot be read
or is not an inventory, a report that cannot be written).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit status: 0 converted, 2 nothing was written (bad usage, a file that cannot be read,
a flow that would not read back the same).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit status: 0 simulated, 2 not (bad usage, a file that cannot be read, a flow that cannot
be simulated).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit status: 0 the inventory was written, 2 it was not (bad usage, a file that cannot be
read or imported, an inventory that cannot be written).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit status: 0 the same inventory, 1 they differ, 2 either cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit status: 0, also for a file that cannot be read (git shows its error line);
2 only for bad usage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit status: 0 merged cleanly, 1 conflicts left in the output, 2 could not run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit status: 0 no FAIL finding, 1 at least one FAIL finding (or WARN with --fail-on warn),
2 the command could not run (bad usage, a file that cannot be read or is not an inventory).
Findings accepted by a waiver in force, and with --baseline every finding not new, do not count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage:
%1

%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (nothing was written)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 kept as it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--map: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: columns: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: import writes .yaml, .yml or .csv, and cannot tell a format from this name; nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 exists; import into it with --into %1, or name a new file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: warning: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: written, flows %2 (added %3, updated %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--baseline compares one inventory with its baseline; lint the files one at a time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flowaudit-cli merge: %1, so the lines were merged by git merge-file, cleanly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flowaudit-cli merge: %1, so the lines were merged by git merge-file: %2 conflicts left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--marker-size must be a whole number from 7 to 100, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is empty (a file added on both sides has no base)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an inventory (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flowaudit-cli merge: the merged inventory does not read back (%1); nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flowaudit-cli merge: conflict in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flowaudit-cli git-setup: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Already set up: nothing changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is neither .pdf nor .html: name the format with --format pdf or --format html</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--pdfa applies to PDF only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--stale-after takes a whole number of days, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--output %1 is the inventory itself; choose another file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: report written, flows %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--capacity must be above 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BASE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OURS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>THEIRS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>import needs --output INVENTORY or --into INVENTORY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 exists; import writes --output only into a new file or the --into inventory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flowaudit-cli %1: %2 is a file this command reads; it never writes over its own input, so nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flowaudit-cli %1: %2 cannot be changed in place (%3); writing it in the canonical layout would drop %4. Nothing was written; give --reformat to write it so.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To write %1 in the canonical layout, run flowaudit-cli format %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit status: 0 done (also when the file already read so), whatever the file&apos;s findings;
2 refused or not done (bad usage, a file that cannot be read, an unknown flow or field,
a value refused, a file that cannot be changed in place without --reformat), the file
untouched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit status: 0 written (or already canonical), 1 with --check: not in the canonical layout,
2 not done (bad usage, a file that cannot be read or written).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2: %3 %4 %5: %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix %1: %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(the file cannot be changed in place: %1; --apply needs --reformat, and writes it in the canonical layout)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--choice takes a fix&apos;s number, from 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no rule %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2; nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no finding there has a mechanical fix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has %2 fixes, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
  not fixed: fix %2 no longer applies after the fixes before it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
  fixed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the fixes change nothing; the file is unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no flow &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: format lays out YAML and CSV inventories, not workbooks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: already in the canonical layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not in the canonical layout; flowaudit-cli format %1 writes it so</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the canonical layout would not read back as the same inventory; nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: written in the canonical layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: written in the canonical layout, which dropped %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flowaudit-cli %1: %2 cannot be changed in place (%3); written in the canonical layout, which drops %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is given twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flow %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: flow %2: %3 already reads so</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: flow %2: %3 cleared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: flow %2: %3 set to %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: flow %2 already reads so; the file is unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: waivers are kept in a YAML inventory; CSV and Excel hold the flows only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waive needs --%1: a waiver without it is invalid (WV04)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no field &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the waiver would be invalid (WV04): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expires %1 is before today (%2): the waiver would be expired from the start (WV01)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flow %1 has no %2 finding%3 to accept; a waiver that covers nothing is WV03</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flow %1&apos;s %2 finding is already accepted, by the waiver of line %3 (expires %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 on flow %3 accepted as a risk until %4 (owner %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the flows…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit status: 0 written, 2 not (bad usage, a file that cannot be read, a flow that cannot
have a ledger yet, with every rule that blocks it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--schedule %1 does not run on %2: pg_cron is PostgreSQL&apos;s, event MySQL&apos;s; none fits every dialect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--retention-days takes a number of days, such as 400; not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2: no ledger for %3 (nothing was written): %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--output %1 is a file; give a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot create the folder (nothing was written)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not written)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was written, without its queries file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--map-file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no column of the header row names a field (%1; %2); choose the header with --header-row N, or map the columns with --map &apos;COLUMN=FIELD,…&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2: warning: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: --sheet, --header-row, --map and --map-file read Excel workbooks (.xlsx); to map a CSV table&apos;s columns, import it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: map writes SVG, PNG or PDF (.svg, .png, .pdf), and cannot tell a format from this name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Systems map of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the map could not be drawn; nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit status: 0 the chart was written, 2 it was not (bad usage, a file that cannot be read,
a flow that cannot be simulated, a chart that cannot be drawn or written).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--size takes WxH in pixels, each from 200 to 8000, such as 1280x720, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--page takes a page number from 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: chart writes PNG, PDF or SVG (.png, .pdf, .svg), and cannot tell a format from this name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: only the map is written as SVG; write the %2 chart as .png or .pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the chart could not be drawn; nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: written, %2 at %3×%4, page %5 of %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--page %1 is past the chart&apos;s last page (%2) at %3×%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
  not fixed: it has %2 fix(es), not fix %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the inventory has no flows to name by position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a flow&apos;s position: write @ and the flow&apos;s number in the file, from @1 to @%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 flows have the ID &apos;%2&apos; (lines %3), so it names none of them; name one by its position (%4) and give each its own ID first (SC01)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flow %1 has no flow_id, and a waiver names its flow by ID; give it one first with set %2 %1 flow_id=… (SC01)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flow %1&apos;s ID &apos;%2&apos; is shared by %3 flows, so a waiver for it would accept their findings too; give each its own ID first with set %4 %1 flow_id=… (SC01)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>the top-level key(s) %1</source>
        <translation>
            <numerusform>the top-level key %1</numerusform>
            <numerusform>the top-level keys %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n waiver(s)</source>
        <translation>
            <numerusform>%n waiver</numerusform>
            <numerusform>%n waivers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 and %n more</numerusform>
            <numerusform>%1 and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flow(s) as they are there (%1)</source>
        <translation>
            <numerusform>%n flow as it is there (%1)</numerusform>
            <numerusform>%n flows as they are there (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>flowaudit-cli convert: %1 exists and does not read as an inventory (%2); convert never writes over a file it cannot read back. Nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: already holds this conversion; nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flowaudit-cli convert: %1 exists; writing over it would drop %2. Nothing was written; give --force to replace it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>note: the file that was there is replaced, which dropped %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its CRLF line ends become LF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its UTF-8 byte order mark is dropped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: in the canonical layout, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flowaudit-cli merge: git merge-file could not merge the lines: %1 (nothing was written)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flowaudit-cli merge: OURS cannot be changed in place (%1), so the merge is written in the canonical layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flowaudit-cli merge: %1 has %2, which the canonical layout does not keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flowaudit-cli merge: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>flowaudit-cli merge: %n comment(s) not carried</source>
        <translation>
            <numerusform>flowaudit-cli merge: %n comment not carried</numerusform>
            <numerusform>flowaudit-cli merge: %n comments not carried</numerusform>
        </translation>
    </message>
    <message>
        <source>--pattern needs a pattern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>git-setup takes files or a --pattern, not both (a pattern may follow one folder inside the repository)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check an inventory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show it: the report, the map, slides, storms and ledgers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit it as a script would, bring flows in, convert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inventories in git</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: flowaudit-cli COMMAND [ARGUMENTS]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FlowAudit checks an inventory of integration flows against the delivery reliability
rules, so duplicates, lost events and retry storms show before they happen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flowaudit-cli help COMMAND (or COMMAND --help) shows a command&apos;s options and
exit statuses; flowaudit-cli --version the versions; man flowaudit-cli the manual.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no command &quot;%1&quot;: the commands are %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write today&apos;s findings as old debt for later lints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a workshop slide at a given size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>convert an inventory between YAML, CSV and Excel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>git&apos;s diff driver: an inventory as one line per value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what a change does: findings added and removed, flows changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the mechanical fixes of the findings, as diffs or applied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write an inventory in the canonical layout, on purpose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bring flows in from n8n, Make, CSV tables and workbooks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the action ledger of one flow, as SQL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check inventories and print their findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the systems map as SVG, PNG or PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>git&apos;s merge driver for inventories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give inventories, and only them, to the drivers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write the audit report as PDF or HTML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set fields of one flow, keeping the file&apos;s layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--header-row takes a row number from 1, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the mapping file maps no column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accept a finding as a risk: add a waiver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print the inventory&apos;s JSON Schema, for editors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit status: 0 printed, 2 the command could not run (bad usage, a file that cannot be written).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a language server for inventories, for any editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit status: 0 after the client&apos;s shutdown and exit, 1 when the client exits or goes
away without shutdown, 2 bad usage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--rate and --capacity are one flow&apos;s: with --destination each flow keeps its own (its retry_storm settings)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the retry storm of one flow, or of every flow into a system, in an outage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--destination needs a system&apos;s name, as the flows&apos; destination writes it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--only, --around, --group and --arrows choose what the map shows: give them with --kind map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--around needs a system&apos;s ID or name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--group needs a group&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--depth says how far around a system to draw: give --around SYSTEM too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--depth takes a whole number of arrows, 1 or more, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Laying out the map with Graphviz…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawing the map…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: written, %2, %3, %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n system(s)</source>
        <translation>
            <numerusform>%n system</numerusform>
            <numerusform>%n systems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flow(s)</source>
        <translation>
            <numerusform>%n flow</numerusform>
            <numerusform>%n flows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n arrow(s)</source>
        <translation>
            <numerusform>%n arrow</numerusform>
            <numerusform>%n arrows</numerusform>
        </translation>
    </message>
    <message>
        <source>(%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit status: 0 the map was written, whatever the findings; 2 it was not (bad usage, an
output name that is not .svg, .png or .pdf, a file that cannot be read, a system or group
the map does not have, a map that cannot be written).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulating or laying out…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawing the chart…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: the inventory has %n flow(s), so a position goes from @1 to @%2</source>
        <translation>
            <numerusform>%1: the inventory has %n flow, so a position goes from @1 to @%2</numerusform>
            <numerusform>%1: the inventory has %n flows, so a position goes from @1 to @%2</numerusform>
        </translation>
    </message>
    <message>
        <source>--lease-seconds takes a number of seconds above 0, such as 30; not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (your card: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (bundled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on the page: &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n fact(s) not yet quoted</source>
        <translation>
            <numerusform>%n fact not yet quoted</numerusform>
            <numerusform>%n facts not yet quoted</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: a bundled card is not stamped; copy it into your cards folder to keep your checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--stamp needs --by NAME: who confirmed the facts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the saved pages folder %1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>confirm the vendor cards&apos; quoted facts on their pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--timeout takes a number of seconds from 1 to 600, such as 20</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2, in place of the bundled card)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the team&apos;s vendor cards: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flowaudit-cli merge: %1, so the flows are merged by flow_id and field</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>flowaudit-cli merge: %n conflict(s) of git&apos;s line merge resolved by flow and field</source>
        <translation>
            <numerusform>flowaudit-cli merge: %n conflict of git&apos;s line merge resolved by flow and field</numerusform>
            <numerusform>flowaudit-cli merge: %n conflicts of git&apos;s line merge resolved by flow and field</numerusform>
        </translation>
    </message>
    <message>
        <source>--force goes with --pattern: it writes a pattern that matches no inventory yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit status: 0 set up (or already set up), 2 not (bad usage, a folder outside a git
repository, a pattern refused, a file that cannot be written); nothing is written
when it is refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write to PATH (atomically) instead of standard output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the flow&apos;s ID, or its position @N (@1 for the first flow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>where the file cannot be changed in place (anchors, tags, aliases), write it
in the canonical layout, which drops them (said so)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the day the inventory&apos;s waivers expire against (default: today in UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the workbook&apos;s sheet to read, by name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the row (the sheet&apos;s own number) that holds the column titles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;Quelle=source,Ziel=destination,Intern=-,Team=+&apos;: COLUMN=FIELD, - ignores
the column, + keeps it as an extra field; columns not named are guessed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same as --map, one COLUMN=FIELD a line (# comments)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the baseline to write (atomically)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write today&apos;s findings of one inventory (rules and vendor advisories) as a baseline:
a later lint --baseline BASELINE fails only on new findings. The same findings always
give the same bytes, so the baseline can be committed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the team&apos;s folder of cards, which add to the bundled ones and take
their place by card ID (instead of FILE&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read the pages from this folder instead, as saved from the
browser or by wget --force-directories --adjust-extension
(https://docs.stripe.com/webhooks from DIR/docs.stripe.com/webhooks.html)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>writes the date and --by into each confirmed fact of the team&apos;s
cards; only those lines of the card files change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>who confirmed the facts, for --stamp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text (the default) or json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seconds a page may send nothing before it is unreachable (20)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the date to stamp and to age the checks against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the flow whose cards (windows) or storm (storm) to show, by its ID or
its position @N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the slide&apos;s size in pixels, each from 200 to 8000, such as 1280x720</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the chart to write (atomically); its extension names the format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replace an existing OUT, said with what writing over it drops</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text (default); json; markdown: for a pull-request comment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>git&apos;s diff driver: one line per value, flow_id.field: value, flows sorted by flow_id, so
git diff and git log -p show fields and do not shift when flows move. A file that cannot
be read prints its error as one line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What a change does: first the findings it adds and removes, then the flows added, removed,
renamed, moved and changed (each field old -&gt; new, reviews and unknown fields too), the
top-level keys and the waivers. OLD and NEW are files, or REV:PATH for a version in git
(HEAD:flows.yaml, main:./flows.yaml).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only that flow&apos;s findings: its ID or its position @N (@1 for the
first flow of the file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only that rule&apos;s findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only fix N of each finding; the findings without a fix N are listed and left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write, for each finding, fix N (default: the first, as the editor offers it),
one after the other on the same flow; prints the diff written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mechanical fixes the editor&apos;s Fix… offers for the findings (not those a waiver
accepts), numbered from 1 in the editor&apos;s order, each as a unified diff of the file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write nothing: print the diff to the canonical layout, and exit 1 when there
is one, for CI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the inventory in FlowAudit&apos;s canonical layout on purpose, as yamlfmt or prettier
do: every save elsewhere keeps the file&apos;s own layout and comments; this drops them (said
so).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write this one pattern instead of each inventory&apos;s path; it may follow one
DIR inside the repository</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with --pattern: write it though it matches no inventory yet</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the inventory to write (.yaml, .yml or .csv); refused when it exists and
--into does not name it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>import into this inventory: new flows are added; a flow with the same
flow_id gets only fields that are blank or still hold what the last import
derived (kept under `derived`), never what a person wrote; a table&apos;s rows
update the flow with their flow_id wherever their cells are not blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>where the --into inventory cannot be changed in place (anchors, tags,
aliases), write it in the canonical layout, which drops them (said so)</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fail: only failing flows; warn: failing and warning ones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only the systems at most --depth arrows (default 1) from this system (its
ID or its name), and the flows between them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>how many arrows from the --around system to draw (default 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only the flows into, out of or inside this group of the systems: block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pairs (default): one arrow per pair of systems; flows: one arrow per flow, its
iPaaS on it, each flow &lt;g id=&quot;flow-FLOW_ID&quot;&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the flow whose ledger to write, by its ID or its position @N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>postgresql; mysql (MySQL 8, MariaDB 10.6 and later); sqlite (3.35 and later)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the retention to use instead of ledger_retention_days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>how long a claim holds its episode, instead of the flow&apos;s
sender_timeout_seconds (or its source card&apos;s acknowledgement timeout)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pg_cron (PostgreSQL&apos;s default), event (MySQL&apos;s) or none (SQLite&apos;s): how the
expired rows are purged every hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the folder to write both files to; without it both are printed, each after
a line -- file: NAME</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text (default): one line per finding, file:line: SEVERITY RULE flow: message
json: the findings of rules.md; sarif: SARIF 2.1.0 for GitHub code scanning;
junit: JUnit XML, one test case per flow;
github: GitHub Actions workflow commands (annotations on the lines);
gitlab: a GitLab code quality report (JSON, accepted findings left out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fail (default): exit 1 on FAIL findings; warn: on WARN findings too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leave findings accepted by a waiver out of text, JSON and github (not of
the counts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mark each finding new, unchanged or updated against FILE (made by
flowaudit-cli baseline) and list what is absent; only new findings count;
a finding a waiver accepts is marked accepted, whatever its state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add the vendor advisories (VA01-VA05, WARN or INFO); they never change
the exit status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leave accepted findings out of SARIF, which GitHub code
scanning would otherwise show as open alerts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the workbook&apos;s sheet to read, by name, as import reads it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass over, without a word, each FILE that is not meant as an
inventory: YAML whose top level has no flows (a CI workflow, a compose
file) and CSV without a flow_id column; what the pre-commit hook runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check inventories (.yaml, .yml, .csv or .xlsx) and print the findings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accepted for editors that pass it; standard input and output are the only
transport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the day waivers expire against (default: today in UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speak the Language Server Protocol (3.17) on standard input and output, for
editors such as VS Code, Neovim or an IDE. As the inventory is typed it gives
lint&apos;s findings (rules, advisories, waivers) on lint&apos;s lines; hovers with a
field&apos;s meaning and a finding&apos;s rule, fix and vendor cards; code actions with
the fixes of fix and &quot;accept as a risk&quot; (a waiver, for the justification to be
written), each changing only the lines a save of it would; completion of
fields, values, flow IDs and rules in waivers; and one symbol per flow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the map to write (atomically); its extension names the format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The systems map: each system a box (named, grouped and placed by the inventory&apos;s
optional systems: block), one arrow for each pair of systems with the number of flows
on it, coloured and drawn by the worst verdict of its flows as lint counts it (fail
thick, warn dashed, accepted dotted, ok thin); laid out by Graphviz. In the SVG each
system is &lt;g id=&quot;system-ID&quot; class=&quot;system&quot;&gt;, each pair&apos;s arrow &lt;g class=&quot;flow pair fail|warn|ok|accepted&quot;
data-flows=&quot;flow-ID ...&quot;&gt;, its flows listed in its &lt;title&gt;.
A malformed systems: entry is warned about with its line, never refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write the result to FILE instead of over OURS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the conflict markers&apos; length, git&apos;s %L, from 7 (default) to 100</source>
        <translation></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the report to write (atomically), PDF or HTML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pdf or html; by default the extension of PATH decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a4 (default) or letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>en or de (default: the environment&apos;s language, else en)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF/A-1b, for archiving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vendor cards checked longer ago than DAYS are marked STALE: confirm
before quoting (default, or 0: each card&apos;s own review_every)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flagged (default): a section for each flow with a finding, advisory, waiver,
failed review or storm, the others one row each; all: every flow&apos;s section,
each on pages of its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>append each flow&apos;s action ledger as SQL in this dialect (as flowaudit-cli
ledger writes it), and the flows that cannot have one yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the audit report of an inventory: cover with the file&apos;s SHA-256, summary, findings
by rule, each distinct retry storm once, evidence matrix (every flow against every rule),
each flagged flow&apos;s fields, findings, arithmetic and manual reviews, the clean flows in
one table, the vendor cards it relies on, and what every rule means. Works without a
display.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the JSON Schema (draft-07) of the inventory file: every field with its
meaning, form and values, the waivers, reviews and systems. Editors that read
yaml-language-server&apos;s modeline check and complete an inventory with it:
  # yaml-language-server: $schema=/usr/share/flowaudit/flow-inventory.schema.json
(the package installs it there). The texts are in the language of the locale.</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the flow to simulate, by its ID or its position @N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every flow whose destination names SYSTEM, each with its own rate,
layers and settings, during one outage of SYSTEM, added up: the peak in
attempts/s and x normal, the time to drain, each flow&apos;s share, the largest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>events per second (default 100); one flow&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>how long the destination is down, such as 10m or 90s (default 10 min)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>when it goes down (default 2 min)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>destination attempts per second; one flow&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text (default): the headline numbers; json: the same as one object;
csv: the series, one row per time bin, for other tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The retry storm of one flow: the load its nested retry_layers (innermost first) send at the
destination during an outage and after it, from the flow&apos;s retry_storm settings; the
options stand in for those settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the flow&apos;s ID, or its position @N (@1 for the first flow); the waiver
names the flow by ID, so its ID must be its own (SC01)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rule whose finding is accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accept the finding on this field only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>why the risk is accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>who owns the risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>who approved it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the last day the waiver holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the day it is accepted (default: today in UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the editor&apos;s Accept Risk does: adds a waiver of the flow&apos;s finding of RULE (on FIELD
only, when given), created today. Refused when it would be invalid (WV04: a missing
justification, owner or date, a rule that cannot be waived, more than 366 days),
expired from the start (WV01: a past date), when the flow has no such finding (WV03),
or when a waiver already accepts it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown language &quot;%1&quot;: use en or de</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes no FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 takes %2, not &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 takes a date written YYYY-MM-DD, not &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 exclude each other: give one of them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>facts not yet quoted do not fail the check (said in the
output), while a team builds its quotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on the page: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n fact(s) the flows rely on not yet quoted: allowed by --allow-unquoted</source>
        <translation>
            <numerusform>%n fact the flows rely on not yet quoted: allowed by --allow-unquoted</numerusform>
            <numerusform>%n facts the flows rely on not yet quoted: allowed by --allow-unquoted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fact(s) the flows rely on not yet quoted: not confirmed (--allow-unquoted lets them pass while you quote them)</source>
        <translation>
            <numerusform>%n fact the flows rely on not yet quoted: not confirmed (--allow-unquoted lets it pass while you quote it)</numerusform>
            <numerusform>%n facts the flows rely on not yet quoted: not confirmed (--allow-unquoted lets them pass while you quote them)</numerusform>
        </translation>
    </message>
    <message>
        <source>seconds a page may take in all, however its bytes come,
before it is unreachable (60)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PEM certificates to trust besides the system&apos;s (a company
proxy&apos;s own CA); without it, those FLOWAUDIT_CA_CERTIFICATES names,
as in the editor&apos;s Verify Now; SSL_CERT_FILE&apos;s and
SSL_CERT_DIR&apos;s are trusted too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--deadline takes a number of seconds from 1 to 3600, such as 60</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every card, the bundled ones too (by default: the team&apos;s
cards and those the inventory&apos;s flows rely on; every card
when there are neither)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards copy: the folder to copy the card into (instead of
FILE&apos;s vendor_cards folder)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards copy takes a card ID and either the inventory, whose vendor_cards folder gets the card, or --to DIR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no bundled card is %1; the bundled cards are %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the folder could not be made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>copied the bundled card %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 now names its team&apos;s folder: vendor_cards: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keeps the outcomes in verification.json beside the team&apos;s
cards, where report and the editor read them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--record keeps the outcomes beside the team&apos;s cards: name their folder (vendor_cards in FILE, or --cards DIR)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: %1; the report says no verification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards propose: writes each fact&apos;s first proposal into the
team&apos;s card as its quote; only that fact&apos;s lines change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards takes a subcommand: verify [FILE], propose [FILE], or copy CARD_ID [FILE]</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit status: 0 every fact the inventory&apos;s flows rely on (every verified
card&apos;s without FILE) confirmed and no quote failed; 1 a fact changed, ambiguous,
its page moved or unreachable, not checked, or a relied-on fact not yet
quoted (unless --allow-unquoted); 2 it could not run (bad usage, a card
that cannot be read, a card that cannot be written). cards propose: 0 every
fact not yet quoted has a proposal (written, with --accept); 1 one has none, or
its card is bundled (copy it first); 2 it could not run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the page could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prefix: &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>suffix: &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the page states it another way too: &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no sentence on the page states it once</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n fact(s) not yet quoted: </source>
        <translation>
            <numerusform>%n fact not yet quoted: </numerusform>
            <numerusform>%n facts not yet quoted: </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with proposals, </source>
        <translation>
            <numerusform>%n with proposals, </numerusform>
            <numerusform>%n with proposals, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n without</source>
        <translation>
            <numerusform>%n without</numerusform>
            <numerusform>%n without</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fact(s) quoted in the team&apos;s cards, undated: confirm them with cards verify --stamp --by NAME</source>
        <translation>
            <numerusform>%n fact quoted in the team&apos;s cards, undated: confirm it with cards verify --stamp --by NAME</numerusform>
            <numerusform>%n facts quoted in the team&apos;s cards, undated: confirm them with cards verify --stamp --by NAME</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fact(s) of bundled cards not written: copy each card into the team&apos;s folder first (cards copy CARD_ID FILE)</source>
        <translation>
            <numerusform>%n fact of a bundled card not written: copy the card into the team&apos;s folder first (cards copy CARD_ID FILE)</numerusform>
            <numerusform>%n facts of bundled cards not written: copy each card into the team&apos;s folder first (cards copy CARD_ID FILE)</numerusform>
        </translation>
    </message>
    <message>
        <source>Fetching the vendors&apos; pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the saved pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verify the quoted facts of the cards the flows rely on first, as cards
verify FILE does, and show those outcomes (with today&apos;s day) instead of
the last recorded ones where they are newer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with --verify: read the pages from this folder, as cards verify
--saved-pages does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--saved-pages goes with --verify: the pages a verification reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>windows: the vendor windows chart; storm: the flow&apos;s retry storm
(or the destination&apos;s); map: the systems map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with --kind storm: every flow whose destination names SYSTEM during
one outage of it (10 min from 2 min, as the report&apos;s), a band a flow,
added up against its normal load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the page of the windows chart or the map to write, from 1
(default 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chart --kind storm needs --flow ID or --destination SYSTEM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--destination draws a destination&apos;s storm: give it with --kind storm</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::Cli::ProgressLine</name>
    <message>
        <source>%1 %2 %</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::ColumnMappingDialog</name>
    <message>
        <source>Column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goes to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keep as it is (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leave out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file&apos;s column titles are not FlowAudit&apos;s field names. Choose the row that holds the titles and where each column goes; the guesses come from the titles. The preview shows the first flows as they will be written, with the verdicts they would get.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Header row:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map the columns of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(blank)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::CompareActions</name>
    <message>
        <source>Compare &amp;With…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare the open inventory with another file or a committed version: the verdicts it changes, then its flows, keys and waivers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot compare with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds merge conflict markers. Open it to resolve them first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The comparison was of the inventory that was open before. Choose File → Compare With… to compare this one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The comparison was of the inventory that was open before, not of %1. Choose File → Compare With… to compare it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::CompareWithDialog</name>
    <message>
        <source>Another inventory &amp;file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A &amp;committed version of %1 in git:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare %1 With</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The version you choose is the one before; the open inventory, with its unsaved changes, is the one after. The comparison lists what the change does to the verdicts first, then the flows, keys and waivers it changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inventory file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Path of a YAML or CSV inventory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HEAD (the last commit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a commit from the file&apos;s history or type a revision (a hash, a branch, main~2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not available: the inventory&apos;s file is not in a git work tree.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare with inventory</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::ComparisonDock</name>
    <message>
        <source>Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Changes&lt;/b&gt;: what the open inventory changes against the version chosen with File → Compare With…: the findings the change adds and removes first, then the flows added, removed, renamed and changed, field by field, the top-level keys and the waivers. Selecting an entry selects its flow in the table.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose File → Compare With… to see what the open inventory changes against another file or a committed version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the open inventory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changes from %1 (before) to the open inventory (after).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Changes (%n)</source>
        <translation>
            <numerusform>Changes (%n)</numerusform>
            <numerusform>Changes (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FlowAudit::ConflictResolution</name>
    <message>
        <source>Take Ours for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take Theirs for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::ConflictResolutionDialog</name>
    <message>
        <source>(not in this version: deleted, or never added)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(blank in this version)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ours: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theirs: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edited: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theirs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base (before both branches)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take &amp;Ours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take &amp;Theirs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Use Edited Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolve Merge Conflicts — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt; holds the conflicts a merge left (%n marked in the file). Decide each one: ours, theirs, or a value of your own. The inventory opens once none is left; the file is written only when you save it.</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; holds the conflicts a merge left (%n marked in the file). Decide each one: ours, theirs, or a value of your own. The inventory opens once none is left; the file is written only when you save it.</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; holds the conflicts a merge left (%n marked in the file). Decide each one: ours, theirs, or a value of your own. The inventory opens once none is left; the file is written only when you save it.</numerusform>
        </translation>
    </message>
    <message>
        <source>Conflicts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conflict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Inventory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ours (the branch merged into)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theirs (the branch merged in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edited value (YAML; empty leaves it out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edited value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The marked conflicts merge cleanly flow by flow and field by field: nothing is left to decide.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conflict %1 of %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not known: the markers hold no base section)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a YAML value: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No conflict is left: Open Inventory opens the merged inventory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n of %1 conflict(s) left</source>
        <translation>
            <numerusform>%n of %1 conflict left</numerusform>
            <numerusform>%n of %1 conflicts left</numerusform>
        </translation>
    </message>
    <message>
        <source>These decisions make no inventory: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::DocumentFiles</name>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inventory.yaml</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open inventory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>acme-inventory.yaml (example)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save inventory as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1

The file on disk was not changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import flows from CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot import %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no flows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Import %n flow(s) from %1</source>
        <translation>
            <numerusform>Import %n flow from %1</numerusform>
            <numerusform>Import %n flows from %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Export as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A CSV file holds flows only; this inventory also has a title, an owner or other top-level keys that would be lost. Save it as YAML, or use File → Export as CSV for a copy.

The file on disk was not changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 changed on disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another program changed %1 since FlowAudit opened or saved it (a git pull, another editor). Saving replaces that version with yours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds what FlowAudit cannot write back: %2. Saving over it drops them; save as a copy to keep the file as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (recovered)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was deleted or moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another program deleted or moved %1. The inventory stays open here; Save writes it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export as Excel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inventory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep a &amp;Backup When Saving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving keeps the version it replaces in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is there already and is not an inventory (%2). FlowAudit writes over an inventory only; choose another name.

The file on disk was not changed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::DocumentUndo</name>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::EvidenceTable</name>
    <message>
        <source>Evidence of the vendor card&apos;s facts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last verification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click or press Enter on a fact to open its page in your browser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the page: “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to confirm yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the page:
%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::ExplainedLineEdit</name>
    <message>
        <source>Not accepted: %1. Esc keeps the old value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not pasted: %1. The cell keeps its text.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::FieldDelegate</name>
    <message>
        <source>Blank: the rules treat it as missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not accepted: %1. Esc keeps the old value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not valid: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No retries anywhere: product 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %L1</source>
        <translation></translation>
    </message>
    <message>
        <source>above the limit of %1 (RT01)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>within the limit of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2 attempts, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved as %1, the form the file holds.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::FilterBar</name>
    <message>
        <source>Filter flows by any text…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All flows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With any finding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WARN or worse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F&amp;ilter:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The filter bar&lt;/b&gt; shows only the flows that contain a text, have findings of a severity or of one rule, or fail. Edit → Find (Ctrl+F) comes here; View → Clear Filters shows every flow again.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Only flows that fail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the flows that read from or write to %1; click to show every flow again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the system filter</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::FindingActions</name>
    <message>
        <source>Fix…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview the fix of %1: the fields and findings before and after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No mechanical fix applies to this %1 finding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept Risk…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept %1 as a Risk…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept this %1 finding as a known risk, until a date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The flow changed since the preview: the fix was not applied.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::FindingsDock</name>
    <message>
        <source>Findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search findings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All severities (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No findings: every rule passes for every flow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Findings&lt;/b&gt;: every finding of the inventory, with the counts per severity and per rule in the lists above it. Choose a severity or a rule, or type, to filter. Enter or a double click shows the flow and field in the table; F1 opens the finding&apos;s rule.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accepted (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings (%1 of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No flows yet: the rules check each flow as it is added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening %1: its findings show once it is read.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::FindingsModel</name>
    <message>
        <source>(row %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 FAIL · %2 WARN · %3 INFO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 accepted</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::FixPreviewDialog</name>
    <message>
        <source>Fields changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings of the flow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the flow without ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 %2&lt;/b&gt; %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a fix:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Fields&lt;/b&gt; (before → after)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Findings of the flow&lt;/b&gt; (before → after)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply is one step: Undo takes it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No mechanical fix applies to this finding.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(blank)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; has no finding on this flow: this is what the change would do.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::FlowActions</name>
    <message>
        <source>Cu&amp;t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lear Cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add Flow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;uplicate Flows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete Flows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Flow &amp;Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Flow Do&amp;wn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste as &amp;New Flows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::FlowFormDock</name>
    <message>
        <source>Flow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manual review checklist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Manual review&lt;/b&gt;: the rules applied by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No flow selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flow %1 (row %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>without ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reviews of this flow are not a map of rule IDs; they are kept as written and can only be edited in the file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 reviewed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The flow&lt;/b&gt; selected in the table, as a form: every field with the findings under it, and the manual review checklist of the rules applied by hand. Changes here are undo steps like the table&apos;s.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Manual review&lt;/b&gt;: the rules no file can show, checked by a reviewer. Set each rule&apos;s status (open, pass, fail, n/a), with a note and your name; the date is set for you. F1 on a row opens its rule.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not accepted: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accepted until %1 (%2: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left to fill: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::FlowImporter</name>
    <message>
        <source>Import flows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot import %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The files hold no flows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Importing %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Reading %1: %n row(s) so far</source>
        <translation>
            <numerusform>Reading %1: %n row so far</numerusform>
            <numerusform>Reading %1: %n rows so far</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::HelpActions</name>
    <message>
        <source>FlowAudit &amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rule Reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About FlowAudit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the help at the rule of the selected cell, finding or review, or at the panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every rule with its meaning, why it matters and how to fix it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What&apos;s &amp;This?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::HelpWindow</name>
    <message>
        <source>FlowAudit Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Help contents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Help text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find in help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find in help (Enter: next, Shift+Enter: previous)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::ImportPreviewDialog</name>
    <message>
        <source>%1: warning: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import: what will change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 flow(s) added, %2 updated. Values a person wrote are kept. The import is one step: Edit → Undo takes it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::InventoryEditor</name>
    <message>
        <source>Set %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add flow</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Duplicate %n flow(s)</source>
        <translation>
            <numerusform>Duplicate %n flow</numerusform>
            <numerusform>Duplicate %n flows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n flow(s)</source>
        <translation>
            <numerusform>Delete %n flow</numerusform>
            <numerusform>Delete %n flows</numerusform>
        </translation>
    </message>
    <message>
        <source>Move flow up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move flow down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept risk %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit waiver of %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove waiver of %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place %1 on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset the map&apos;s layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the team&apos;s folder of vendor cards</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::InventoryModel</name>
    <message>
        <source>No findings: every rule passes for this flow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The flow&apos;s worst verdict: FAIL, WARN, INFO or OK.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a field FlowAudit does not know, kept as written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/%2 fields · %3/%4 reviews</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left to fill:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Completeness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fields the rules read for this flow that are filled, and the manual reviews done.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::InventoryTableView</name>
    <message>
        <source>Flows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The flows&lt;/b&gt;: one row per flow of the inventory, one column per field. The Status column and the row header give the flow&apos;s worst verdict; a cell with a finding shows a cross (FAIL), a triangle (WARN) or an &quot;i&quot; (INFO) and explains it in its tooltip.&lt;/p&gt;&lt;p&gt;Type over a cell or press F2 to edit it; F1 opens the rule of the cell; F6 moves on to the next panel.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::LedgerDock</name>
    <message>
        <source>Ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;IP05&lt;/b&gt; · claim before the side effect · &lt;b&gt;IP08&lt;/b&gt; · two keys, one ledger: the action ledger&apos;s SQL for this flow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ledger&apos;s schema file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ledger&apos;s queries file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The action ledger of the selected flow as SQL: a table of episodes claimed before the side effect (IP05), a log of deliveries (IP08), the state transitions and the purges, kept as long as the retention covers every replay window (IP03).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purge schedule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the file shown to the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the file shown as a .sql file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Database:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purge:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every hour by pg_cron</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every hour by the event scheduler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By the application</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No flow selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;No ledger for this flow yet.&lt;/b&gt;&lt;br&gt;%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Episodes kept &lt;b&gt;%1 days&lt;/b&gt; (ledger_retention_days), deliveries &lt;b&gt;%2 days&lt;/b&gt;; the episode key is &lt;code&gt;%3&lt;/code&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Ledger SQL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>• %1 &lt;a href=&quot;%2&quot;&gt;Show&amp;nbsp;the&amp;nbsp;finding&lt;/a&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schema</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queries</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the &amp;Example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import Flows from CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export as CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear Filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit &amp;Columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FlowAudit will use the new language the next time it starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n flow(s)</source>
        <translation>
            <numerusform>%n flow</numerusform>
            <numerusform>%n flows</numerusform>
        </translation>
    </message>
    <message>
        <source>More menus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audit report written to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n flow(s) shown</source>
        <translation>
            <numerusform>%1 of %n flow shown</numerusform>
            <numerusform>%1 of %n flows shown</numerusform>
        </translation>
    </message>
    <message>
        <source>Waivers: %1. See the Waivers tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Im&amp;port from n8n, Make or a Spreadsheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export as E&amp;xcel…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected flow&apos;s vendor windows, its retry storm and the systems map, full screen; Page Down goes on, Esc leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save A&amp;ll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved all files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset Window Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every panel back where the first start puts it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::MapDock</name>
    <message>
        <source>Systems Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the whole map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove every position placed by hand and lay the map out anew</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flows shown on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All flows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failing flows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failing or warning flows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map could not be laid out: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Laying out the map…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 systems, %n flow(s).</source>
        <translation>
            <numerusform>%1 systems, %n flow.</numerusform>
            <numerusform>%1 systems, %n flows.</numerusform>
        </translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be placed: its entry in systems: is malformed (the file&apos;s warning says where). Mend it in the file, then try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the map as shown to an SVG, PNG or PDF file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the map is written as SVG, PNG or PDF (.svg, .png, .pdf).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map is still being laid out; export it when it is shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the map could not be drawn; nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Systems Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The systems map&lt;/b&gt; draws every system the flows read from or write to as a box and one arrow for each pair of systems, with the number of its flows, marked by the worst of their verdicts: FAIL thick and red, WARN dashed, accepted by a waiver dotted, OK thin. Click an arrow to select its flow (a menu offers a pair&apos;s flows), a system to show only its flows; double-click a system, or type a system&apos;s or group&apos;s name in the filter box, to focus the map on it; drag a system to place it (written to the inventory&apos;s &lt;code&gt;systems:&lt;/code&gt; block); Reset Layout removes the positions.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Focus on a system or group…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Focus the map on a system or group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A system&apos;s ID or name shows its own flows, a group&apos;s name the flows in and out of it; double-click a system to focus on it. Empty: the whole estate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per Flow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One arrow per flow instead of one per pair of systems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No system or group &quot;%1&quot; on the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No flow of &quot;%1&quot; is left to show with this filter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole estate cannot be read at this size: only its failing flows are shown (All flows shows every one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Even the failing flows cannot be read at this size: only those of %1, the system with the most (clear the focus to see them all).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::MapScene</name>
    <message>
        <source>A flow&apos;s blank source or destination</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n flow(s). Click to show only its flows in the table; drag to place it.</source>
        <translation>
            <numerusform>%1: %n flow. Click to show only its flows in the table; drag to place it.</numerusform>
            <numerusform>%1: %n flows. Click to show only its flows in the table; drag to place it.</numerusform>
        </translation>
    </message>
    <message>
        <source>every FAIL and WARN accepted by a waiver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no FAIL or WARN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 → %3%4 (%5). Click to select the flow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> via %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to choose one of them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::MarkCheckedDialog</name>
    <message>
        <source>Mark Fact as Checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;: %2&lt;/p&gt;&lt;p&gt;Open the page, find the sentence that states this number, and paste it below exactly as the page says it. &lt;i&gt;cards verify&lt;/i&gt; and Verify Now look for these words on the page.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The vendor&apos;s exact sentence, pasted from the page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional: only where the sentence is on the page twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Page:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quote:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Words &amp;before:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Words &amp;after:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checked b&amp;y:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Record Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The page must be its full https address, such as https://docs.stripe.com/webhooks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste the vendor&apos;s sentence that states this number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The quote is %1 characters long; keep it to the one sentence, at most %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name who read the page: your name, for checked_by.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This quote cannot stand for the fact: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::PageFetcher</name>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the page is larger than %1 MB; not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a redirect loop: %1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1 redirects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>redirected to %1, which is not https; not followed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no answer within %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the page did not come whole within %1 s (it came too slowly)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::PageGatherer</name>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::PaneActions</name>
    <message>
        <source>&amp;Next Panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Previous Panel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::PresentationWindow</name>
    <message>
        <source>Presentation Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page Down: on · Page Up: back · Esc: leave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, slide %2 of %3, page %4 of %5</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::ProposalsPanel</name>
    <message>
        <source>Quotes proposed for the selected fact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the proposed sentence on the vendor&apos;s page, in the browser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record the selected sentence as the fact&apos;s quote in the team&apos;s card file, undated, for Verify Now to confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Propose Quotes reads the pages of the facts not yet quoted and offers the sentences that state their numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The page could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No sentence on the page states this fact&apos;s number once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The page states it another way too: “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>where it follows “%1” and precedes “%2”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept &amp;Quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show in &amp;Browser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This fact is quoted: Verify Now looks for its quote on the page.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::ReplayWindowDock</name>
    <message>
        <source>%1 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this flow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IP03: the ledger keeps keys at least as long as the longest of the source&apos;s retry and resend windows, the iPaaS replay window and the backfill overlap. IP07: a replay older than a vendor&apos;s dedupe window needs the team&apos;s own ledger.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Windows the ledger must outlive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;IP03&lt;/b&gt; · the ledger outlives every replay · &lt;b&gt;IP07&lt;/b&gt; · vendor windows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No flow selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ledger retention: &lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Max replay window: &lt;b&gt;%2&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;No vendor card states a window for this flow&apos;s source or iPaaS, and it has no backfill overlap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backfill overlap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole days that cover the longest window above; Undo takes it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep keys at least as long as the replay window (IP03); Undo takes it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;IP07&lt;/b&gt; · a replay older than these vendor windows gets no help from them; only the flow&apos;s own ledger stops the duplicate:&lt;br&gt;%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;Longest window: the flow&apos;s backfill overlap, &lt;b&gt;%1&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;Longest window: %1 of %2, &lt;b&gt;%3&lt;/b&gt; · %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>• %1 of %2: &lt;b&gt;%3&lt;/b&gt; · %4. %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FlowAudit::ReportExportDialog</name>
    <message>
        <source>PDF/A-1b for &amp;archiving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Audit Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Embeds everything a reader needs decades from now; for files kept as records.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The report uses the editor&apos;s language. You see a preview before anything is saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preview…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flows with something to report; the others in one table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every flow, each on pages of its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flow sections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flow &amp;sections:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each flow&apos;s, as %1 SQL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action ledgers appendix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An appendix with each flow&apos;s action ledger as SQL, as flowaudit-cli ledger writes it, and the flows that cannot have one yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action ledgers:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::ReportExporter</name>
    <message>
        <source>Write the audit report of this inventory as PDF or HTML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audit Report Preview — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Audit Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the audit report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Audit Re&amp;port…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is the inventory this report is made from; the report never replaces it, so nothing was written. Choose another file.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::ReportPageView</name>
    <message>
        <source>Report pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::ReportPreviewDialog</name>
    <message>
        <source>−</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit &amp;Width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::RetryProductDock</name>
    <message>
        <source>more than %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;RT04&lt;/b&gt; · backoff for custom code: base %1 s, factor %2, cap %3 s, %4 attempts, full jitter (each sleep random between 0 and the longest).&lt;br&gt;Longest sleeps before each retry: %5 s.&lt;br&gt;Worst-case total wait: &lt;b&gt;%6 s&lt;/b&gt;, then the exception queue.&lt;br&gt;Re-drive from the exception queue, a separate bounded schedule: &lt;b&gt;%7&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry Product</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Product with this layer off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No flow selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retry_layers is blank: unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retry_layers is invalid: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No retries: 1 attempt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>already 1 attempt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set retry_layers to %1; Undo takes it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;RT01&lt;/b&gt; · nested attempts multiply; the limit is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RT01: nested synchronous attempts multiply. Keep the product at %1 or below by turning off retries in all but one layer. RT04: the backoff schedule for custom code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: ABOVE the limit of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, within the limit of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three attempts at five layers is 3⁵ = &lt;b&gt;%1&lt;/b&gt; times the load (the AWS Builders&apos; Library example).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::RetryStormDock</name>
    <message>
        <source>Retry Storm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;RT01&lt;/b&gt; · what a destination outage does with the nested retries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jitter as set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry in one layer only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Presentation Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The load a destination outage sends back through the flow&apos;s nested retries, from the binned retry-storm model: layers innermost first, each with its schedule. The settings are kept in the flow&apos;s retry_storm field.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events per second reaching the flow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long the destination is down: 10m, 90 s, 1h30m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destination attempts per second; attempts above it are rejected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off: every layer waits its nominal time, so retries line up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RT01&apos;s fix as a ghost outline: only the outermost retrying layer retries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full screen with large type for a workshop (Esc leaves)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rate (events/s):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outage length:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity (attempts/s):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No flow selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot simulate this flow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak &lt;b&gt;%1&lt;/b&gt; (%2) with jitter as set; %3 without jitter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retrying in %1 only: &lt;b&gt;%2&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plateau of rate × product after %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The outage ends before the retries reach rate × product.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra attempts %1; events that used every attempt %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The capacity must be above 0 attempts per second.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the retry-storm settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: there is no chart to export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Retry Storm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stable region: rate × product is %1 of capacity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Vulnerable&lt;/b&gt;: rate × product is %1 of capacity; this outage&apos;s storm cleared, a longer or larger one can leave a storm that sustains itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Vulnerable&lt;/b&gt;: rate × product is %1 of capacity; this storm sustains itself and does not recover.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add up every flow into this destination, each with its own rate, layers and schedules, during the same outage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every flow into %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The flows into %1 cannot be added up: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One flow&apos;s storm only: switch off &quot;%1&quot; to see it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::ReviewChecklistModel</name>
    <message>
        <source>open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not a review; kept as written)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::ReviewStatusDelegate</name>
    <message>
        <source>Review status</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::RiskActions</name>
    <message>
        <source>Accept Ris&amp;k…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept the selected finding as a known risk, with a justification, an owner and an expiry date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This finding is already accepted: see the Waivers tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be accepted as a risk: a broken cell is fixed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the flow an ID first: a waiver names its flow by ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a finding in the list first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a cell with a finding, or a finding in the Findings panel, first</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::RuleVerdictLabel</name>
    <message>
        <source>&lt;b&gt;%1 passes&lt;/b&gt; for this flow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 %2&lt;/b&gt;: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::StormChartView</name>
    <message>
        <source>Retry storm chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to simulate for this flow</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::TeamCardCopier</name>
    <message>
        <source>Copy to Team&apos;s Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the inventory first: the team&apos;s folder of cards lies beside it, in its repository.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is now the team&apos;s card %2. The inventory names its folder (vendor_cards: %3): save it to keep that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is now the team&apos;s card %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::VendorCardStore</name>
    <message>
        <source>your overrides file could not be read; fix or move it before editing cards</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::VendorCardView</name>
    <message>
        <source>Mark Re-checked &amp;Today</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Windows of the vendor card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a length to correct it after checking the vendor&apos;s page; your edit is kept apart from the bundled card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Facts of the vendor card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a fact to correct it after checking the vendor&apos;s page; your edit is kept apart from the bundled card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You confirmed this card against the vendor&apos;s page today</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop your edits and re-check date: show the bundled card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No vendor card selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (re-checked by you)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>⚠ STALE: checked more than %n day(s) ago. Confirm this number live before you quote it.</source>
        <translation>
            <numerusform>⚠ STALE: checked more than %n day ago. Confirm this number live before you quote it.</numerusform>
            <numerusform>⚠ STALE: checked more than %n days ago. Confirm this number live before you quote it.</numerusform>
        </translation>
    </message>
    <message>
        <source>⚠ UNDATED: the source states no checked date. Confirm this number live before you quote it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (your edit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your edit; the bundled card says %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 attempts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no count stated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>• Reads Retry-After in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your edit. The bundled card says: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fact cannot be empty: use Revert My Edits to go back to the bundled card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your edit was not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Revert My Edits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark Fact as &amp;Checked…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look for each quoted fact of this card on its page, over the network, as flowaudit-cli cards verify does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%v of %m pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark %1 of %2 as checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source: %1 · the team&apos;s card %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source: %1 · bundled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verify No&amp;w</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You read the selected fact on its page today: record the page, the vendor&apos;s sentence, the date and your name in the team&apos;s card file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Facts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verify Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pages were not fetched: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Car&amp;d File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the checks recorded in this team&apos;s card file to it; saving the inventory does not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CA Certificates…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trust Certificates From a File…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trust Only the System&apos;s and the Environment&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trust CA Certificates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verify Now trusts the system&apos;s certificates, and those %1, SSL_CERT_FILE and SSL_CERT_DIR name; a company proxy&apos;s own CA can be added here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verify Now trusts the certificates in %1 besides the system&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%v of %m pages · waiting on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verify A&amp;ll Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Propose Quotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look for each quoted fact of the team&apos;s cards and of the cards the inventory&apos;s flows rely on, as flowaudit-cli cards verify FILE does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the pages of this card&apos;s facts not yet quoted and propose the sentences that state their numbers, as flowaudit-cli cards propose does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verify All Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Propose Quotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cop&amp;y to Team&apos;s Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A quote is recorded in the team&apos;s own card file, never in a bundled one: Copy to Team&apos;s Folder first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy this bundled card (%1) into the team&apos;s folder of cards beside the inventory (vendor_cards:, or vendor-cards/ named in the inventory), where its facts can be quoted, checked and stamped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A check is recorded in the team&apos;s own card file, never in a bundled one: Copy to Team&apos;s Folder first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of its %2 facts are checked one by one, the last on %3: see the Evidence tab.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::VendorCardsDock</name>
    <message>
        <source>Vendor Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advice from the vendor cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advice from the vendor cards on the selected flow. It never changes the flow&apos;s verdict.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search all vendor cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search all vendor cards…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stale after days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Advice&lt;/b&gt; for the selected flow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stale after:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Some vendor cards could not be read:&lt;/b&gt;&lt;br&gt;%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm live before quoting a number from this card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>iPaaS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No vendor card for %1 → %2. Search to see all cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No flow selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No advice from the cards on this flow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The delivery contracts of the selected flow&apos;s vendors, each with the date it was checked: confirm a number on the vendor&apos;s page before you quote it when the card is marked STALE. Your re-checks and edits are kept apart from the bundled cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each card&apos;s review period</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card checked longer ago than this is marked stale: confirm its numbers live before quoting them. At the lowest, each card&apos;s own review_every (90 days unless the card sets another).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last verification did not find a quote of this card as it stands: see the Evidence tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Your team&apos;s vendor cards are not used:&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;Until this is fixed the bundled cards stand in their place, and the command line refuses to run on this inventory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YOUR CARD UNREAD: BUNDLED SHOWN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your team&apos;s card of this ID could not be read (see above): these are the bundled card&apos;s numbers</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::VendorPanels</name>
    <message>
        <source>Vendor &amp;Windows Chart…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every window of every vendor card on one time axis, for a workshop</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::VendorWindowsChart</name>
    <message>
        <source>Vendor windows chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (under 1 min)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retry, resend and replay windows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dedupe windows and key lifetimes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>timeouts, tolerances, bans and other limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: ledger retention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: longest replay window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>outlives the ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ledger %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replay %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>page %1 of %2 (Page Down, Page Up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::VendorWindowsDialog</name>
    <message>
        <source>&amp;Only the selected flow&apos;s vendors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor Windows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full screen with large type for a workshop (F5; Esc leaves)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the image could not be made: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Vendor Windows</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::WaiversDock</name>
    <message>
        <source>Waivers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;move Waiver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Waivers&lt;/b&gt;: the accepted risks of the inventory. Each accepts one rule&apos;s finding on the flows with one ID until its expiry date (end of day, UTC), with a justification and an owner. Edit a cell to change a waiver; every change can be undone. Accept a finding as a risk from the findings list or the table (Edit → Accept Risk…).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No accepted risks. Accept one from a finding: Edit → Accept Risk…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n waiver(s)</source>
        <translation>
            <numerusform>%n waiver</numerusform>
            <numerusform>%n waivers</numerusform>
        </translation>
    </message>
    <message>
        <source>: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waivers (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n expired</source>
        <translation>
            <numerusform>%n expired</numerusform>
            <numerusform>%n expired</numerusform>
        </translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show Findin&amp;g</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n expire(s) within %1 days</source>
        <translation>
            <numerusform>%n expires within %1 days</numerusform>
            <numerusform>%n expire within %1 days</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FlowAudit::WaiversModel</name>
    <message>
        <source>invalid: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expired %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>covers nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expires today</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>expires in %n day(s)</source>
        <translation>
            <numerusform>expires in %n day</numerusform>
            <numerusform>expires in %n days</numerusform>
        </translation>
    </message>
    <message>
        <source>in force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approved by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expires</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Justification</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAudit::ZoomActions</name>
    <message>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GitFileVersion</name>
    <message>
        <source>git cannot show this version: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GitRun</name>
    <message>
        <source>git could not be started: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GitSetup</name>
    <message>
        <source>%1 is not inside a git work tree: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>.gitattributes already has: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>.gitattributes: added %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FlowAudit inventory merge, flow by flow and field by field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>git config %1 is already %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>git config %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>git config %1 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot list the files the pattern %1 matches: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>the pattern %1 matches %n file(s) that are not inventories (%2): FlowAudit&apos;s drivers would hide their diffs and merges. Name the inventories instead (flowaudit-cli git-setup FILE...), or give a narrower pattern.</source>
        <translation>
            <numerusform>the pattern %1 matches %n file that is not an inventory (%2): FlowAudit&apos;s drivers would hide its diffs and merges. Name the inventories instead (flowaudit-cli git-setup FILE...), or give a narrower pattern.</numerusform>
            <numerusform>the pattern %1 matches %n files that are not inventories (%2): FlowAudit&apos;s drivers would hide their diffs and merges. Name the inventories instead (flowaudit-cli git-setup FILE...), or give a narrower pattern.</numerusform>
        </translation>
    </message>
    <message>
        <source>the pattern %1 matches: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no inventory found under %1; name the files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is outside the work tree %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an inventory (%2): FlowAudit&apos;s drivers are for inventories only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a negative pattern, which git ignores in .gitattributes (a line can only give attributes, never take them away); name what it should match, and write \! for a name that starts with !</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 starts with #, so git reads the line as a comment; write \# for a name that starts with #</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 defines a macro in .gitattributes, not a pattern of files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 names a folder, and git gives attributes to files only, never to what is in a folder through it; write %2** for every file in it, or %2*.yaml</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pattern holds a control character (U+%1), which no file name of a work tree should hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>git does not read it as a pattern: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pattern %1 matches no inventory of the work tree, so nothing was written: whatever file it catches later (a workflow&apos;s YAML, say) would go to FlowAudit&apos;s drivers unchecked. Check the pattern, name the inventories (flowaudit-cli git-setup FILE...), or give --force to write it all the same.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pattern %1 matches no inventory yet; written as --force asks</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Import</name>
    <message>
        <source>&quot;%1&quot; is not COLUMN=FIELD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file has no column &quot;%1&quot;; its columns are: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a field; the fields are %2 (or - to ignore the column, + to keep it as it is)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>columns &quot;%1&quot; and &quot;%2&quot; both map to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an empty list: no workflow to import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list that does not hold n8n workflows (objects with nodes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make&apos;s authoring format for agents (modules with config), not an exported blueprint; export the scenario&apos;s blueprint in Make and import that</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Zapier export: Zapier publishes no schema for its account export, so FlowAudit does not read it rather than guess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an n8n workflow without nodes: there is nothing to import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>neither an n8n workflow (an object with nodes) nor a Make blueprint (an object with flow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the folder holds no .json files to import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an n8n workflow or a Make blueprint: those are JSON, and this file is not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workflow %1 of the list: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workflow id %1 is also in %2: the same workflow twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flow_id %1 was taken by another flow of this import; this one is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lists and objects nested deeper than %1 levels; an export is never this deep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>module %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>module %1 keeps its routes in mapper.routes, which is not Make&apos;s export format; the modules of those routes were not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has a builtin:Retry handler, which is not in any Make source; it was not counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Break handler without automatic retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Break handler with count %1, %2 attempts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Break handler without count, Make&apos;s default of 3 retries, 4 attempts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Make blueprint without modules: there is nothing to import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flow_id made up from the name: a blueprint does not hold the scenario&apos;s ID.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Make blueprint has no scenario ID; flow_id %1 is made up from its name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inbound_webhook from %1%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and metadata.instant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inbound_webhook no: %1 is not instant (metadata.instant false).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A custom webhook does not say who calls it, so source is blank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is Make&apos;s own, so source is blank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>source from %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n module chain(s) not connected to the scenario (orphans) were not read.</source>
        <translation>
            <numerusform>%n module chain not connected to the scenario (an orphan) was not read.</numerusform>
            <numerusform>%n module chains not connected to the scenario (orphans) were not read.</numerusform>
        </translation>
    </message>
    <message>
        <source>No module writes to another system: destination, creates_records and retry_layers were left blank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 writes to a URL made at run time; it is not in destination.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>destination from %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>creates_records from %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>creates_records no: every writing module updates or deletes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has a Break handler, but incomplete executions (dlq) are off, so it cannot retry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the data-store dedupe pattern (ExistRecord then AddRecord on %1), %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Idempotency-Key header of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>idempotency_key from %1 (an expression is kept as written).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node “%1” (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>maxTries %1 is set but retryOnFail is not on, so it does not retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no Retry On Fail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retryOnFail with maxTries %1, which n8n counts as %2 attempts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retryOnFail without maxTries, which n8n counts as 3 attempts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an n8n workflow whose nodes are not a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node %1 of the workflow is not a node: expected an object with a type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flow_id made up from the name: the workflow has no id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the workflow has no id; flow_id %1 is made up from its name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>settings.retryOnFail is not an n8n setting (some collections add it); ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the workflow has %1 nodes but no connections; the nodes were read as they are</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workflow has several triggers (%1); source and inbound_webhook were left blank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inbound_webhook from %1; it does not say who calls it, so source is blank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The webhook answers at once (responseMode onReceived).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The webhook answers only after the workflow (responseMode %1): the sender waits for all of it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inbound_webhook no from %1, which is not called from outside.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>source and inbound_webhook from %1, which receives a webhook.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>source from %1; it has no webhookId, so it polls and inbound_webhook is no.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No trigger node: source and inbound_webhook were left blank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disabled and not read: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No node writes anywhere: destination, creates_records and retry_layers were left blank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 writes to a URL made at run time (%2); it is not in destination.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>creates_records from %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>creates_records from %1 (operation %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>creates_records no: every writing node updates or deletes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retry_layers from %1: %2; other layers (an SDK, the sender) are not in the export.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>idempotency_key from the Idempotency-Key header of %1 (an expression is kept as written).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Several nodes send different Idempotency-Key headers; idempotency_key was left blank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(blank)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: added from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 filled: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 %3 → %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 kept as a person wrote it (%3; the import says %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a damaged zip file, not a workbook Excel could open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a zip with %1 entries; a workbook has a few dozen (at most %2 are read)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an encrypted workbook: save it without a password and import it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 inflates from %2 to %3 bytes, more than %4 to 1: a zip bomb, not a workbook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the workbook inflates to more than %1 MB; an inventory&apos;s workbook holds less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a zip file that is not an Excel workbook (it has no xl/workbook.xml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the workbook has no %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be unpacked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 unpacks to more than its declared size: a damaged or hostile zip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be unpacked: the zip is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an Excel 97–2003 workbook (.xls) or an encrypted workbook: FlowAudit reads .xlsx workbooks without a password; save it as an Excel Workbook (.xlsx) and import that</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an Excel workbook (.xlsx is a zip file, and this is not one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>xl/workbook.xml is not XML: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the workbook has no sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sheet %1 is not in the workbook (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>xl/sharedStrings.xml is not XML: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1 rows; an inventory holds fewer flows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a cell past Excel&apos;s last column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a formula without a saved value; FlowAudit reads values: open the workbook in a spreadsheet program, save it, and import it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refers to shared string %1, which the workbook does not have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cell holds the error %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cell holds more than %1 MB of text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sheet %1 is empty: an inventory&apos;s sheet starts with a header row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no folder for the workbook&apos;s temporary file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>libxlsxwriter could not start a workbook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>libxlsxwriter could not write the workbook: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the written workbook cannot be read back: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a date cell holding %1, which is no date Excel can show (dates run from 1900-01-01 to 9999-12-31)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sheet %1 is not XML: %2 (line %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the workbook has no sheet named &quot;%1&quot;; its sheets are: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1 blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rows %1–%2 blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1 “%2”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>header in line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sheet %1, header in row %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (left out above it: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no column of the header row names a field (%1); name the columns after the fields, or map them: flowaudit-cli import --map &apos;COLUMN=FIELD,…&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>xl/styles.xml defines more than %1 cell formats, more than Excel allows: a damaged or hostile workbook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>xl/styles.xml is not XML: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this row has no flow ID (column %1); every flow needs one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retry_layers %1 from %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retry_storm: the Break handler waits %1 min between attempts (Make&apos;s default is %2 min).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retry_layers %1: incomplete executions are on (dlq), and Make retries those from rate-limit, connection and timeout errors 8 times after the first run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retry_layers none: no Break handler retries, and incomplete executions (dlq) are off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drops the failed bundle and marks the run successful</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replaces the failed output with a substitute and marks the run successful</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stops the run and marks it successful</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has a %2 error handler, which %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a failure there is never retried and never reported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On Error: Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On Error: Continue (using error output)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue On Fail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is set to %2, so a failed item ends the execution as a success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a failure there is never retried and no error workflow runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>review %1 filled: %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 filled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a date cell holding %1, which Excel shows as 29 February 1900, a day that never was (Lotus 1-2-3&apos;s leap-year bug); write the date meant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>xl/sharedStrings.xml holds more than %1 strings; an inventory&apos;s workbook holds fewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the nearest rows that do are %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the nearest row that does is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the header row %1 holds no cells; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YAML, which import does not read: it reads n8n workflows and Make blueprints (JSON), CSV tables and Excel workbooks; an inventory is opened, or named with --into</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty: there is nothing to import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>binary data: neither JSON, CSV nor an Excel workbook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no column of the header row names a field (%1); map the columns to fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no row below the header row holds a flow; there is nothing to import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no column is mapped to flow_id; map the column that holds the flows&apos; IDs to it, since every flow needs one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the workbook does not say where the sheet %1 is (xl/_rels/workbook.xml.rels has no relation %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a row past Excel&apos;s last row (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flow ID %1 is also in %2; every flow needs its own ID (SC01)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 filled: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 &quot;%3&quot; has a decimal comma and is imported as %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 share the flow ID &quot;%3&quot;; every flow needs its own ID (SC01)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an inventory: no column of the header row (%1) is mapped to flow_id, the column that names each flow; map the one that holds the flows&apos; IDs: --map &apos;COLUMN=flow_id&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InputLimits</name>
    <message>
        <source>the file is %1 MB, larger than the %2 MB an inventory may have</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InventoryFileMerge</name>
    <message>
        <source>git&apos;s line merge does not read as an inventory (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>git&apos;s line merge gives the flow ID %1 to %2 flows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a side is not an inventory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>git&apos;s line merge failed (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the conflict markers of git&apos;s line merge cannot be told from the file&apos;s own lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the lines of no flow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a side of the line merge&apos;s conflicts is not an inventory (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InventoryLoader</name>
    <message>
        <source>Reading %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Reading %1: %2 of %3 MB, %n flow(s) so far</source>
        <translation>
            <numerusform>Reading %1: %2 of %3 MB, %n flow so far</numerusform>
            <numerusform>Reading %1: %2 of %3 MB, %n flows so far</numerusform>
        </translation>
    </message>
    <message>
        <source>Opening %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recovering %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InventorySave</name>
    <message>
        <source>its layout</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InventorySaver</name>
    <message>
        <source>Saving %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Writing %n flow(s) to %1…</source>
        <translation>
            <numerusform>Writing %n flow to %1…</numerusform>
            <numerusform>Writing %n flows to %1…</numerusform>
        </translation>
    </message>
    <message>
        <source>Saving %1 and reading it back…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Writing %1: %2 of %Ln flow(s), %3 MB so far</source>
        <translation>
            <numerusform>Writing %1: %2 of %Ln flow, %3 MB so far</numerusform>
            <numerusform>Writing %1: %2 of %Ln flows, %3 MB so far</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InventorySchema</name>
    <message>
        <source>%1 One of %2, in any case; blank is unknown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 A number above 0: digits with an optional fraction (20, 0.5); no unit, sign or exponent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 A number: digits with an optional fraction (30, 0.8, 007); no unit, sign or exponent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Layers name:attempts joined by ; (attempts counts every try, at least 1), or none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the reviewer found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who reviewed it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When, as YYYY-MM-DD.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules applied by hand: rule ID → status (open, pass, fail, n/a), note, by, on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The flow_id of the flows whose finding is accepted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rule whose finding is accepted: a waivable rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optional: only this field&apos;s finding.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why the risk is accepted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who answers for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optional: who approved it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YYYY-MM-DD: in force through that day (UTC), at most 366 days after created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optional: YYYY-MM-DD, the day it was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name shown on the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Systems of one group are drawn in one box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the user placed it: [x, y], whole points from the map&apos;s top left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Names, groups and places the systems of the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flow-inventory/1; a newer version is refused, other values are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The inventory&apos;s title.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who keeps the inventory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The flows, one map each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accepted risks: one rule&apos;s finding on the flows with one ID, until a date.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FlowAudit flow inventory (flow-inventory/1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Yes or no (y, true / n, false, in any case); blank is unknown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a field, so no rule reads it: did you mean %1? (SC03)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LanguageServer</name>
    <message>
        <source>Fix %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept %1 on %2 as a risk until %3 (then write why, and who owns it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept %1 on %2 as a risk until %3 (then write why)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manual reviews</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no source named</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>**Vendor cards of this flow** (confirm a number on its page before quoting it):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>*How to fix:* %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>*Accepted* until %1 by %2: %3 (waiver on line %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(flow %1, no flow_id)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiver: %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>- %1: %2 (%3 · %4)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LayerSchedule</name>
    <message>
        <source>RT04 default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exponential from %1, ×%2, at most %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waits %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no jitter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full jitter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>equal jitter</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LayoutMerge</name>
    <message>
        <source>THEIRS&apos;s comment changes could not be carried without changing a value; OURS&apos;s comments are kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the conflicts did not read back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flow %1 is in a conflict and more than one flow has that ID (SC01), so the conflict cannot be marked in OURS&apos;s layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a flow without a flow_id is in a conflict (SC01), so the conflict cannot be marked in OURS&apos;s layout</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LedgerPlan</name>
    <message>
        <source>%1 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (%3): %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a ledger cannot deduplicate an effect without a stable business key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ledger&apos;s rows and the purge&apos;s job are named by the flow ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a ledger cannot be built from a value that cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a ledger&apos;s expiry must be a date a database holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a ledger that forgets a key before the last replay lets the replay repeat the effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>idempotency_key is blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ledger_retention_days is blank; write it, or give --retention-days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ledger_retention_days cannot be read, so the retention is unknown; correct it, or give --retention-days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a retention of %1 (%2) is beyond the dates a database holds; keep keys at most %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a retention of %1 (%2) keeps no key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the retention, %1 (%2), is below max_replay_window_days, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the retention, %1 (%2), is below backfill_overlap_days, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max_replay_window_days is blank, so no retention can be shown to outlive the replays; write it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max_replay_window_days cannot be read, so no retention can be shown to outlive the replays; correct it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a claim needs a lease, so that a crashed worker&apos;s episode is taken over rather than skipped for ever</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sender_timeout_seconds is blank and no card of the source states an acknowledgement timeout; write it, or give --lease-seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a lease of %1 seconds (%2) is not above 0 and at most a day</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LegibleMap</name>
    <message>
        <source>Too many systems to read at this size, and no flow fails; flowaudit-cli map --around SYSTEM shows one part of it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the failing flows: %1 of %2 flows shown, %3 left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Only the failing flows of the %n busiest system pair(s): %1 of %2 flows shown, %3 left out (%4 of them failing).</source>
        <translation>
            <numerusform>Only the failing flows of the busiest system pair: %1 of %2 flows shown, %3 left out (%4 of them failing).</numerusform>
            <numerusform>Only the failing flows of the %n busiest system pairs: %1 of %2 flows shown, %3 left out (%4 of them failing).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every failing flow and the %n busiest other arrow(s): %1 of %2 flows shown, %3 left out (none of them failing).</source>
        <translation>
            <numerusform>Every failing flow and the busiest other arrow: %1 of %2 flows shown, %3 left out (none of them failing).</numerusform>
            <numerusform>Every failing flow and the %n busiest other arrows: %1 of %2 flows shown, %3 left out (none of them failing).</numerusform>
        </translation>
    </message>
    <message>
        <source>Failing flows, part %1 of %2: %3 of the %4 failing flows; the %5 that pass are left out.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LineMerge</name>
    <message>
        <source>libgit2 could not merge</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LintFormat</name>
    <message numerus="yes">
        <source>%n FAIL finding(s)</source>
        <translation>
            <numerusform>%n FAIL finding</numerusform>
            <numerusform>%n FAIL findings</numerusform>
        </translation>
    </message>
    <message>
        <source>row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read the inventory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accepted until %1 (%2: %3): %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiver %1: %2 on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (accepted until %1, %2: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(waiver %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(row %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: absent since the baseline (fixed): %2 %3 %4%5
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  how to fix %1 (%2): %3
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: flows %2, FAIL %3, WARN %4, INFO %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, accepted %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; against the baseline: new %1, unchanged %2, updated %3, absent %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FlowAudit: not an inventory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not an inventory: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (accepted) %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MapFocus</name>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 and %n more</numerusform>
            <numerusform>%1 and %n more</numerusform>
        </translation>
    </message>
    <message>
        <source>no group &quot;%1&quot;: the map has no groups (a system&apos;s group is set in the systems: block)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no group &quot;%1&quot; on the map; its groups are %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no flow left to show once the other options are applied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no system &quot;%1&quot; on the map; its systems are %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only failing flows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only failing and warning flows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in and out of group %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>within %n arrow(s) of %1</source>
        <translation>
            <numerusform>within %n arrow of %1</numerusform>
            <numerusform>within %n arrows of %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MapGraph</name>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n flow(s)</source>
        <translation>
            <numerusform>%n flow</numerusform>
            <numerusform>%n flows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 → %2: %n flow(s)</source>
        <translation>
            <numerusform>%1 → %2: %n flow</numerusform>
            <numerusform>%1 → %2: %n flows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MapLayout</name>
    <message>
        <source>Graphviz could not lay out the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Graphviz could not route the arrows</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MapStyle</name>
    <message>
        <source>FAIL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WARN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accepted by a waiver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MergeConflict</name>
    <message>
        <source>waiver of %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiver of %1 (%2) on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>top-level key %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the whole flow %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>review %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the whole %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of the %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PasteColumns</name>
    <message numerus="yes">
        <source>Not pasted: the column(s) %1, which name no field of the table.</source>
        <translation>
            <numerusform>Not pasted: the column %1, which names no field of the table.</numerusform>
            <numerusform>Not pasted: the columns %1, which name no field of the table.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not pasted: %n cell(s) of each row beyond the header&apos;s last column.</source>
        <translation>
            <numerusform>Not pasted: %n cell of each row beyond the header&apos;s last column.</numerusform>
            <numerusform>Not pasted: %n cells of each row beyond the header&apos;s last column.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not pasted: %n column(s) of the clipboard past the table&apos;s last column, the first starting with %1. Paste from a column further left, or with a header row.</source>
        <translation>
            <numerusform>Not pasted: %n column of the clipboard past the table&apos;s last column, starting with %1. Paste from a column further left, or with a header row.</numerusform>
            <numerusform>Not pasted: %n columns of the clipboard past the table&apos;s last column, the first starting with %1. Paste from a column further left, or with a header row.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not pasted: %n column(s) under an empty header cell.</source>
        <translation>
            <numerusform>Not pasted: %n column under an empty header cell.</numerusform>
            <numerusform>Not pasted: %n columns under empty header cells.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlatformSchedule</name>
    <message>
        <source>%1 card: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 card: fixed waits of %2 (the stated maximum)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuoteNumber</name>
    <message numerus="yes">
        <source>the quote has %n word(s); a quote is a sentence of at least %1 words, enough to be found once on the page</source>
        <translation>
            <numerusform>the quote has %n word; a quote is a sentence of at least %1 words, enough to be found once on the page</numerusform>
            <numerusform>the quote has %n words; a quote is a sentence of at least %1 words, enough to be found once on the page</numerusform>
        </translation>
    </message>
    <message>
        <source>the quote does not state the window&apos;s %1 (in digits or words, in any unit: &quot;3 days&quot;, &quot;72 hours&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the quote does not state the count %1 (in digits or words)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the quote states no step of the schedule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the quote states none of the fact&apos;s numbers (%1), in digits or words</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecoveryOffer</name>
    <message>
        <source>Cannot recover %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1

The recovery copy is kept.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecoveryStore</name>
    <message>
        <source>cannot create the folder for recovery copies</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>the flow&apos;s backfill overlap</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportComposer</name>
    <message>
        <source>Audit report: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FlowAudit audit report · %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not evaluated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>STALE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1, no flow ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (row %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not given)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inventory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(never saved)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SHA-256 of the file as saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no saved file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FlowAudit version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DRAFT: the inventory had unsaved changes when this report was made. The report shows the edited inventory, which differs from the file with the checksum above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This report is the evidence of an audit of the inventory&apos;s delivery reliability: how each flow is triggered, what it writes, its idempotency key, how long its ledger keeps keys, how its retries nest and how fast its webhook receiver acknowledges. To confirm that it describes a given file, compare the file&apos;s SHA-256 checksum (sha256sum FILE) with the one above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every verdict is given by word and by icon: %1 (no finding), %2 (the rule is broken), %3 (a risk to look at), %4 (advice), %5 (a cell the rule reads is invalid, so the rule could not be applied) and %6 (a vendor card to confirm before quoting).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary: counts per rule, manual review progress, stale vendor cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evidence matrix: every flow against every rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flows: fields, findings, arithmetic and manual reviews of each flow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor cards the inventory refers to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Appendix: what every rule, advisory and field means</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign-off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviewed by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approved by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict: no flow breaks a rule (no FAIL finding).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings per rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flows that pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not evaluated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SC02 gives one finding per invalid cell, so its counts can exceed the number of flows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor advisories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advisory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advisories come from the vendor cards. They never change a rule&apos;s verdict.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manual review progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evidence matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no flow ID)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this flow&apos;s backfill overlap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (checked %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flow %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flow %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value as written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(blank)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not a FlowAudit field)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finding: every rule passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to fix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not evaluated, because a cell they read is invalid: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manual review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reviews of this flow are not a map of rules, so FlowAudit cannot read them; as written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (as written)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arithmetic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acknowledgement budget (WH01): not an inbound webhook, so the rule does not apply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry product (RT01): retry_layers is blank, so the number of attempts is unknown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry product (RT01): retry_layers is invalid (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry product (RT01): no retries anywhere, 1 attempt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry product (RT01): %1 = %2 attempts per event, %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With %1 retries turned off (retry_layers: %2) the product would be %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No vendor card states a retry, resend or replay window for this flow&apos;s source or iPaaS, and it has no backfill overlap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window the ledger must outlive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backfill overlap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole days that cover the longest window: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No flow names a vendor that FlowAudit has a card for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
    <message>
        <source>Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>current (checked within %1 days)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As the vendor states it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attempts: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>schedule: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retries: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry-After is read in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The contract in the vendor&apos;s words:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Appendix: what the rules, advisories and fields mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reads: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules reviewed by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DRAFT: the inventory had never been saved when this report was made, so no file can be checked against it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (no checked date)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every rule of the checklist has been reviewed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open, not reviewed yet (%1 of %2): %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DRAFT %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DRAFT · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
    <message>
        <source>Vendor cards with your edits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The inventory has no flows: there is nothing to audit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n/e</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every flow against every rule: what passed as well as what did not. %1 means not evaluated: a cell the rule reads is invalid (see SC02 for that flow), so the rule could not be applied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor cards and advice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No vendor card matches this flow&apos;s source, destination or iPaaS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your edits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This card carries edits made in FlowAudit: not every fact, number or date below is the vendor&apos;s own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The contract, with your edits:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>untitled inventory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its card states no checked date.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its card was checked %1 and is STALE: confirm before quoting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its card was checked %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 states an acknowledgement timeout of %2. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IP07: %1 of %2: %3. A replay older than that gets no help from it; only the flow&apos;s own ledger stops the duplicate. %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accepted risks (waivers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, of which %2 in force on %3 (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A finding marked %1 is one a named person accepted as a risk until a date (a waiver in force): it keeps its severity and is still shown, but counts for no verdict.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accepted risks: every waiver, its state and the findings it accepts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict: no flow breaks a rule, apart from the risks accepted (no FAIL finding that is not accepted).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>acc.</source>
        <comment>accepted, in the evidence matrix&apos;s narrow cells</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cell marked %1 (accepted): every finding of the rule on that flow is accepted as a risk by a waiver in force (see Accepted risks); a cell with a finding that is not accepted shows that finding&apos;s verdict.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every FAIL of this flow is accepted as a risk: it counts as accepted, not as failing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules about waivers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no flow_id)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no rule)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None: an invalid waiver covers nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finding matches it any more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Covers no finding: the problem was fixed, or the flow was renamed or removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>INVALID (WV04): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>EXPIRED %n day(s) ago (WV01): its finding counts again</source>
        <translation>
            <numerusform>EXPIRED %n day ago (WV01): its finding counts again</numerusform>
            <numerusform>EXPIRED %n days ago (WV01): its finding counts again</numerusform>
        </translation>
    </message>
    <message>
        <source>covers no finding (WV03): remove it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in force, expires today (WV02)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>in force, expires in %n day(s) (WV02)</source>
        <translation>
            <numerusform>in force, expires in %n day (WV02)</numerusform>
            <numerusform>in force, expires in %n days (WV02)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in force, %n day(s) left</source>
        <translation>
            <numerusform>in force, %n day left</numerusform>
            <numerusform>in force, %n days left</numerusform>
        </translation>
    </message>
    <message>
        <source>Accepted as a risk by %1 until %2 (waiver %3): %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accepted as a risk by %1, approved by %2, until %3 (waiver %4): %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its waiver (waiver %1, owner %2) EXPIRED on %3: it counts again (WV01).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Accepted risks: %n waiver(s), %1 in force, %2 expiring within %3 days, %4 expired, %5 covering no finding, %6 invalid. Findings about the waivers: FAIL %7 · WARN %8 · INFO %9.</source>
        <translation>
            <numerusform>Accepted risks: %n waiver, %1 in force, %2 expiring within %3 days, %4 expired, %5 covering no finding, %6 invalid. Findings about the waivers: FAIL %7 · WARN %8 · INFO %9.</numerusform>
            <numerusform>Accepted risks: %n waivers, %1 in force, %2 expiring within %3 days, %4 expired, %5 covering no finding, %6 invalid. Findings about the waivers: FAIL %7 · WARN %8 · INFO %9.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, expired %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EXPIRED waivers: the findings they accepted count again (WV01): %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>INVALID waivers accept nothing (WV04, FAIL): %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accepted risks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The risks a named person accepted until a date: the inventory&apos;s waivers, as they stand on %1, the report&apos;s date in UTC. A waiver is in force through the end of its expiry day. A finding it accepts keeps its severity and is still shown on its flow&apos;s page, but counts for no verdict; once the waiver has expired, the finding counts again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n waiver(s): %1 in force, %2 expiring within %3 days, %4 expired, %5 covering no finding, %6 invalid.</source>
        <translation>
            <numerusform>%n waiver: %1 in force, %2 expiring within %3 days, %4 expired, %5 covering no finding, %6 invalid.</numerusform>
            <numerusform>%n waivers: %1 in force, %2 expiring within %3 days, %4 expired, %5 covering no finding, %6 invalid.</numerusform>
        </translation>
    </message>
    <message>
        <source>No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Justification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owner, approved by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expires</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
approved by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings about the waivers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finding: every waiver is valid, accepts a finding and stays in force for more than %1 days.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Completeness: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Completeness: %1. Left to fill: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor windows of the cards the flows name, on one axis from 1 minute to 60 days.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lines are the ledger retention (%1) and longest replay window of %2, the flow whose ledger keeps keys the shortest; windows past the ledger line outlive it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ABOVE the limit of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>within the limit of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 The card is %2: confirm before quoting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The measured p99 is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The measured p99 is unknown (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acknowledgement budget (WH01): the budget, half the sender&apos;s timeout, is unknown (%1). %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: %1 to spare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: OVER by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acknowledgement budget (WH01): the sender waits %1, so the receiver must acknowledge within half of it, %2. %3%4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ledger keeps keys for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>how long the ledger keeps keys is unknown (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the longest replay the flow allows is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the longest replay the flow allows is unknown (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay window (IP03): %1; %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clean flows</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n flow(s) have none of these: %1. Every rule passes on them; their fields are in the inventory file whose checksum the cover gives.</source>
        <translation>
            <numerusform>%n flow has none of these: %1. Every rule passes on it; its fields are in the inventory file whose checksum the cover gives.</numerusform>
            <numerusform>%n flows have none of these: %1. Every rule passes on them; their fields are in the inventory file whose checksum the cover gives.</numerusform>
        </translation>
    </message>
    <message>
        <source>Source → destination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Completeness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each flow with its fields as written, its findings, the advice from the vendor cards, the arithmetic of its acknowledgement budget, retries and replay window, and its manual review checklist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No flow has anything to report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a finding, an advisory, a waiver, a failed review or a retry storm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a finding, an advisory, a failed review or a retry storm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings by rule: each rule once, with how to fix it and the flows it names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry storms: each distinct storm once, with the flows that share it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flows: fields, findings, arithmetic and manual reviews of each flow with something to report, then the clean flows in one table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry storm (RT01): %1. Drawn as storm %2 under Retry storms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings by rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rule and no vendor card has anything to say of any flow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each rule that gave a finding, with how to fix it, and the flows it names with what it says of each; then the vendor cards&apos; advisories the same way. Each flow&apos;s own section under Flows has its fields and arithmetic.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s) on %1 flow(s).</source>
        <translation>
            <numerusform>%n finding on %1 flow(s).</numerusform>
            <numerusform>%n findings on %1 flow(s).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 How to fix: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry storms</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Storm %1: %n flow(s)</source>
        <translation>
            <numerusform>Storm %1: %n flow</numerusform>
            <numerusform>Storm %1: %n flows</numerusform>
        </translation>
    </message>
    <message>
        <source>Each flow with something to report (%1), in brief: its fields as written, which findings it has (said in words, with how to fix them, under Findings by rule), the arithmetic of its acknowledgement budget, retries and replay window, and its manual reviews. The other flows follow in one table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Windows the ledger must outlive: %1; whole days that cover the longest: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Windows the ledger must outlive: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fields as written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, its waiver %2 EXPIRED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings: none; every rule passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings: %1. What each says and how to fix it: Findings by rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every rule of the checklist has been reviewed</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>none of the %n rule(s) reviewed yet</source>
        <translation>
            <numerusform>the %n rule is not reviewed yet</numerusform>
            <numerusform>none of the %n rules reviewed yet</numerusform>
        </translation>
    </message>
    <message>
        <source>the other %1 of %2 rules are open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manual review: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manual review: %1; %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, checked %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, no checked date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Appendix: the action ledgers (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For each flow that can have one, its action ledger as SQL: the schema file (the tables, the index and the hourly purge) and the queries file (record a delivery, claim the episode before the side effect, the state transitions, the purges), the same bytes flowaudit-cli ledger writes. The flows that cannot have a ledger yet follow in one table, with the rules that block it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why it has no ledger yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flows without a ledger yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Systems map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The systems map could not be drawn: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2: confirm before quoting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its card states no checked date and is UNDATED: confirm before quoting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, %3: confirm before quoting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The vendor delivery contracts that the flows name as source, destination or iPaaS, with the date each was last checked against the vendor&apos;s page. A card checked more than %1 days before this report is marked STALE, and one with no checked date UNDATED, as in the editor: confirm before quoting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: confirm before quoting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n with an advisory from a vendor card</source>
        <translation>
            <numerusform>%n with an advisory from a vendor card</numerusform>
            <numerusform>%n with an advisory from a vendor card</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n named by a waiver</source>
        <translation>
            <numerusform>%n named by a waiver</numerusform>
            <numerusform>%n named by a waiver</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with a failed manual review</source>
        <translation>
            <numerusform>%n with a failed manual review</numerusform>
            <numerusform>%n with a failed manual review</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n whose manual reviews cannot be read</source>
        <translation>
            <numerusform>%n whose manual reviews cannot be read</numerusform>
            <numerusform>%n whose manual reviews cannot be read</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with a retry storm</source>
        <translation>
            <numerusform>%n with a retry storm</numerusform>
            <numerusform>%n with a retry storm</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flow(s) with no finding still have something to report, so they are not among the clean flows: %1.</source>
        <translation>
            <numerusform>%n flow with no finding still has something to report, so it is not among the clean flows: %1.</numerusform>
            <numerusform>%n flows with no finding still have something to report, so they are not among the clean flows: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. What makes it this storm (layers innermost first): %2. Resolution %3. Flows: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What a destination outage does to each flow that RT01 flags: the attempts its nested retries send, from each flow&apos;s retry_storm settings or the defaults. Flows whose layers, schedules and settings give the same series share one storm, drawn once, whatever their iPaaS label; each storm says what makes it distinct.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole estate cannot be read on one page. %1 flowaudit-cli map draws all of it, and --around SYSTEM or --group NAME one part.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destination storms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Into %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>When a destination goes down, every flow into it retries at once. For each destination that more than one flow writes to: every such flow during one outage of the default length, each with its own rate, layers and schedules, added up; drawn for the %n with the most flows, a band per flow, the ones with the most extra attempts first.</source>
        <translation>
            <numerusform>When a destination goes down, every flow into it retries at once. For each destination that more than one flow writes to: every such flow during one outage of the default length, each with its own rate, layers and schedules, added up; drawn for the one with the most flows, a band per flow, the ones with the most extra attempts first.</numerusform>
            <numerusform>When a destination goes down, every flow into it retries at once. For each destination that more than one flow writes to: every such flow during one outage of the default length, each with its own rate, layers and schedules, added up; drawn for the %n with the most flows, a band per flow, the ones with the most extra attempts first.</numerusform>
        </translation>
    </message>
    <message>
        <source>Destination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drained after the outage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most extra attempts from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not within the horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evidence: the vendor&apos;s sentence behind each number of the cards, and when it was confirmed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bundled with FlowAudit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the team&apos;s card file %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each fact, window and retry count of the cards above, with the vendor&apos;s page, the sentence on it that states the number, and who confirmed it when. A fact is confirmed when its own check is within its card&apos;s review period, stale when it is older, and not yet quoted when no sentence of the vendor stands behind it: quote none of those without reading the page. flowaudit-cli cards verify looks for each quote on its page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bundled with FlowAudit; reviewed every %1 days.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team&apos;s card %1; reviewed every %2 days.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page and quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The vendor delivery contracts that the flows name as source, destination or iPaaS, with the date each was last checked against the vendor&apos;s page. A card checked longer ago than its review period (its review_every, %1 days unless the card sets another) is marked STALE, and one with no checked date UNDATED, as in the editor: confirm before quoting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Of the %1 numbers and facts of these cards: confirmed on the vendor&apos;s page within their card&apos;s review period, %2; stale, %3; not found as quoted by the last verification (changed, ambiguous, moved, unreachable or needing JavaScript), %4; not yet quoted (no sentence of the vendor stands behind them yet), %5. See Evidence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destination storms: every flow into one system during its outage, added up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Appendix: the action ledgers</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Verdict: %Ln flow(s) break at least one rule (FAIL).</source>
        <translation>
            <numerusform>Verdict: %Ln flow breaks at least one rule (FAIL).</numerusform>
            <numerusform>Verdict: %Ln flows break at least one rule (FAIL).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln flow(s) break a rule only where the risk is accepted: they count as accepted, not as failing.</source>
        <translation>
            <numerusform>%Ln flow breaks a rule only where the risk is accepted: it counts as accepted, not as failing.</numerusform>
            <numerusform>%Ln flows break a rule only where the risk is accepted: they count as accepted, not as failing.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln flow(s) audited. Findings: FAIL %L1 · WARN %L2 · INFO %L3 · accepted %L4. Flows with no finding: %L5.</source>
        <translation>
            <numerusform>%Ln flow audited. Findings: FAIL %L1 · WARN %L2 · INFO %L3 · accepted %L4. Flows with no finding: %L5.</numerusform>
            <numerusform>%Ln flows audited. Findings: FAIL %L1 · WARN %L2 · INFO %L3 · accepted %L4. Flows with no finding: %L5.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln flow(s) audited: %L1 FAIL, %L2 WARN and %L3 INFO findings. Flows with no finding: %L4.</source>
        <translation>
            <numerusform>%Ln flow audited: %L1 FAIL, %L2 WARN and %L3 INFO findings. Flows with no finding: %L4.</numerusform>
            <numerusform>%Ln flows audited: %L1 FAIL, %L2 WARN and %L3 INFO findings. Flows with no finding: %L4.</numerusform>
        </translation>
    </message>
    <message>
        <source>Completeness: %L1 of %L2 flows have every field the rules read filled; %L3 such fields are still blank (each flow&apos;s page names them).</source>
        <translation></translation>
    </message>
    <message numerus="yes">
        <source>The systems map: %L1 systems and %Ln flow(s), one arrow for each pair of systems, marked by the worst verdict of its flows as the legend under the map says.</source>
        <translation>
            <numerusform>The systems map: %L1 systems and %Ln flow, one arrow for each pair of systems, marked by the worst verdict of its flows as the legend under the map says.</numerusform>
            <numerusform>The systems map: %L1 systems and %Ln flows, one arrow for each pair of systems, marked by the worst verdict of its flows as the legend under the map says.</numerusform>
        </translation>
    </message>
    <message>
        <source>%L1 of %L2 manual reviews are done: %L3 pass, %L4 fail, %L5 not applicable, %L6 open.</source>
        <translation></translation>
    </message>
    <message numerus="yes">
        <source>%Ln flow(s) have reviews that are not a map of rules, so FlowAudit cannot read them: they count as open here, and each flow&apos;s page shows them as written.</source>
        <translation>
            <numerusform>%Ln flow has reviews that are not a map of rules, so FlowAudit cannot read them: they count as open here, and the flow&apos;s page shows them as written.</numerusform>
            <numerusform>%Ln flows have reviews that are not a map of rules, so FlowAudit cannot read them: they count as open here, and each flow&apos;s page shows them as written.</numerusform>
        </translation>
    </message>
    <message>
        <source>%L1 of %L2 vendor cards the inventory refers to were checked longer ago than their review period or carry no checked date: confirm their numbers against the vendor&apos;s page before quoting them.</source>
        <translation></translation>
    </message>
    <message>
        <source>%L1 of %L2 vendor cards the inventory refers to were checked more than %L3 days ago or carry no checked date: confirm their numbers against the vendor&apos;s page before quoting them.</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>ReportPipeline</name>
    <message>
        <source>Checking the flows…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing the report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Laying out the pages…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Laying out and drawing the pages…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing the HTML…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing the PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the PDF could not be drawn; nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (nothing was written)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the PDF&apos;s outline could not be added (%2); nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportSession</name>
    <message>
        <source>Export Audit Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Audit Report</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RetryLayers</name>
    <message>
        <source>no layers: write name:attempts, or none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is empty (two ; in a row)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not name:attempts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs a name of letters, digits, _ . or -</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; needs a whole number of attempts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; has 0 attempts: a layer makes at least 1 (1 means no retry)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleReference</name>
    <message>
        <source>every field with a typed value (yes/no, numbers, methods, units, retry layers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most severe verdict:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reads:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to fix:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules applied by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These rules cannot be read from an inventory: a reviewer checks them in the code and the configuration of the flow. The Flow panel keeps each one&apos;s status (open, pass, fail, n/a), note, reviewer and date in the flow&apos;s reviews.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor advisories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The vendor cards give this advice on the selected flow in the Vendor Cards panel. It is WARN or INFO, names the card and the date it was checked, and never changes a flow&apos;s verdict.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiver rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An inventory&apos;s waivers (accepted risks) are checked too. Their findings name the waiver by its place in the waivers list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FlowAudit checks these rules on every flow, in the editor as you type and in flowaudit-cli. A finding is FAIL (the flow will lose or repeat effects), WARN (something is unknown or risky) or INFO (advice). Each rule gives at most one finding per flow; SC02 gives one per invalid cell, SC03 one per misspelt key, and a rule that reads an invalid cell waits until it is fixed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleTexts</name>
    <message>
        <source>Check the vendor card named in the finding, and confirm its numbers live when the card is stale.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Effects need an idempotency key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A delivered event is not a completed business action: senders retry and replay, so a flow that creates records or has a side effect without a business effect key repeats the effect on every redelivery.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key the effect on flow ID + source object ID + business version, for example billing_to_crm + invoice.id + invoice.revision, and claim it in the action ledger before the side effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys from the business effect, not the delivery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never build a key from attempt or arrival data (attempt numbers, delivery IDs that change per retry, receipt time, now, random values, a fresh UUID per attempt): each retry would look new. A key of only the sender&apos;s event ID dedupes deliveries, not the business effect, which a second event or a replay repeats.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove attempt and arrival data from the key and key the effect on flow + source object + business version; keep the event ID as the separate delivery key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ledger outlives every replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ledger retention must be at least the longest of the source&apos;s retry window, its manual resend window, the iPaaS replay window and the backfill overlap (Stripe resends up to 30 days by CLI, Zapier replays within 60 days): a key pruned earlier lets a replay repeat the effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep ledger keys at least as long as max_replay_window_days, and write both numbers down for every flow with an effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One retry layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn off retries in all but one layer (for example set the Stripe SDK&apos;s automatic retries to 0 when the worker retries); write none when nothing retries.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Know the Retry-After unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RFC 9110 sends Retry-After in seconds or as an HTTP date, but HubSpot workflow webhook actions read it as milliseconds: a unit error waits 1,000 times too long or too short.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write retry_after_unit (seconds, milliseconds or none) for custom and iPaaS flows, and log the header, the unit applied and the wait taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every flow has a unique ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The flow ID is part of every business effect key and of the action ledger: a blank or shared ID merges two flows&apos; effects.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the flow a stable flow_id that no other flow uses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cells hold valid values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rule cannot judge a value it cannot read: an invalid cell hides every rule that reads it until it is fixed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the value in the field&apos;s form: yes or no, a plain decimal such as 30 or 0.5, one of the listed methods or units, or retry layers such as sdk:1;worker:6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acknowledge within half the sender&apos;s timeout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A receiver that answers near the sender&apos;s timeout is retried and eventually disabled or banned (Pipedrive bans a webhook for 30 minutes after 10 first-attempt failures and loses its events). The acknowledgement p99 must be at or under half the timeout (HubSpot app webhooks 5 s, Pipedrive 10 s, Klaviyo system webhooks 5 s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commit the event durably, return 2xx, then process asynchronously; measure the ack p99 and write down the sender&apos;s timeout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A timeout after a create is an unknown outcome: read the destination by the stable key or use the vendor&apos;s idempotency mechanism before retrying.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim the effect with a unique constraint or an atomic insert before the side effect; read-then-create races.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No increments as effects: set values or count unique events.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor keys have windows: a replay older than the vendor&apos;s dedupe window needs the team&apos;s own ledger.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two keys, one ledger: the delivery key dedupes deliveries, the business effect key dedupes the effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classify errors by status and body, not status alone: transient, quota, permanent, unknown outcome, hidden failure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back off exponentially with full jitter (base 1 s, factor 2, cap 60 s, 6 attempts), then the exception queue; re-drive at 15 min, 1 h and 6 h.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read Retry-After in the sender&apos;s unit (HubSpot workflows: milliseconds) and log the value, unit and wait.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never retry permanent errors (400, 404, validation): send them to the exception queue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never silence a sender: no 2xx to stop retries or avoid a ban; build a fast, durable receiver.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verify the signature on the raw bytes with the pinned scheme, in constant time; never fall back to a weaker scheme.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commit the event durably, then return 2xx, then process asynchronously.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the signature, validate the account, portal or tenant; never let a payload field choose credentials or partition.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acknowledge and store unknown event types; reject malformed payloads per the sender&apos;s contract.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish webhooks the Standard Webhooks way: signed headers, rotating secrets, retries over days, 15 to 30 s timeouts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrival order is not business order: refetch the authoritative object or compare versions and drop stale writes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serialise writes per account or per object (queue partition, advisory lock).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Store occurrence time and receipt time separately.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flow_id is blank: every flow needs a stable, unique ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flow_id &quot;%1&quot; is shared by %2 flows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>idempotency_key is blank, but %1: every redelivery repeats the effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>idempotency_key part &quot;%1&quot; holds &quot;%2&quot;, attempt or arrival data: every retry would look new</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>idempotency_key &quot;%1&quot; names only the delivery: it dedupes deliveries, not the business effect, which a second event or a replay repeats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ledger retention of %1 days is below the %2-day replay window: a replay after day %1 repeats the effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ledger_retention_days and max_replay_window_days are blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ledger_retention_days is blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max_replay_window_days is blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, but %2: whether the ledger outlives every replay can&apos;t be checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retry_layers is blank, which means unknown: write the nested layers, or none when nothing retries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 layers retry (%2 = %3 attempts): retry in one layer only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>method %1 with retry_after_unit blank: say whether the flow reads Retry-After in seconds or milliseconds, or none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ack_p99_seconds and sender_timeout_seconds are blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ack_p99_seconds is blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sender_timeout_seconds is blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inbound webhook, but %1: the ack budget (half the sender&apos;s timeout) can&apos;t be checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ack p99 %1 s is above half of the %2 s sender timeout (%3 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retry layers %1 make %2 attempts per event, above the limit of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nested synchronous retries multiply: three attempts at five layers is 243 times the load (the AWS Builders&apos; Library example). The product of nested attempts must be %1 or below, and only one layer should retry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a field, so no rule reads it (did you mean %2?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys name the fields they mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A key one or two letters off a field&apos;s name is kept as an unknown key, and no rule reads it: the field it meant stays blank, so its rules judge a value the team did write as missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename the key to the field it means. A key of the team&apos;s own that only looks like a field&apos;s name takes an x_ prefix.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SavedPages</name>
    <message>
        <source>%1 is larger than %2 MB; not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no saved page in %1 (looked for %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StormChart</name>
    <message>
        <source>first tries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 retries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>destination down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>normal load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retry in %1 only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resolution %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attempts/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>× normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time since the window began (h:mm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time since the window began (mm:ss)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>destination down %1–%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recovered +%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>still overloaded at the horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>normal %1/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capacity %1/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no recovery: above capacity</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StormExport</name>
    <message>
        <source>%1× normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 attempts/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, %3 attempts per event at most (layers innermost first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  layer %1: %2 attempts, %3 (%4); %5 retries per event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  scenario: %1 events/s; outage at %2 for %3, %4% of attempts fail; capacity %5; detection %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  resolution %1 over %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  peak: %1 = %2 at %3 (without jitter %4; retrying in one layer only %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  plateau: rate × product reached %1 after the outage began</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  plateau: not reached; the outage ends before the retries reach rate × product (95% of the peak after %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  extra attempts: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  events that used every attempt: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  recovery: %1 after the outage (within 10% of normal, backlog cleared, for %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  recovery: not within the horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  stable region: rate × product is %1 of capacity: no outage leaves a lasting storm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  stable region: rate × product is %1 of capacity: VULNERABLE, an outage can leave a storm that sustains itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  stable region: no capacity set (--capacity C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  recovery: none, rate × product is above capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 %n attempt(s), %2</source>
        <translation>
            <numerusform>%1 %n attempt, %2</numerusform>
            <numerusform>%1 %n attempts, %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; %2 events/s, an outage of %3 at %4 in which %5% of attempts fail, capacity %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n flow(s) into it during an outage of %2 at %3</source>
        <translation>
            <numerusform>%1: %n flow into it during an outage of %2 at %3</numerusform>
            <numerusform>%1: %n flows into it during an outage of %2 at %3</numerusform>
        </translation>
    </message>
    <message>
        <source>  peak: %1 = %2 (normal %3 events/s) at %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  drained %1 after the outage (within 10% of normal for %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  not drained within the horizon (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  flows, most extra attempts first:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    %1 (row %2): %3 events/s, layers %4; %5 at the peak, %6 extra attempts%7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (the most)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    left out: %1 (row %2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n flow(s) into %1 during an outage of %2 send %3 at the peak (%4); %5; the most extra attempts come from %6 (row %7).</source>
        <translation>
            <numerusform>%n flow into %1 during an outage of %2 sends %3 at the peak (%4); %5; the most extra attempts come from %6 (row %7).</numerusform>
            <numerusform>%n flows into %1 during an outage of %2 send %3 at the peak (%4); %5; the most extra attempts come from %6 (row %7).</numerusform>
        </translation>
    </message>
    <message>
        <source>drained %1 after it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not drained within the horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (row %2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left out: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StormQuantity</name>
    <message>
        <source>expected a duration such as `10m`, `90 s`, `1h30m` or `200 ms`, found `%1`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a non-negative decimal such as `100000` or `0.8`, found `%1`</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StormScenarioBuilder</name>
    <message>
        <source>retry_layers is blank: write the layers (`sdk:3;worker:5`) or `none` to simulate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retry_layers: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retry_storm names layer `%1`, which retry_layers does not have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>layer `%1`: no vendor card of the flow&apos;s iPaaS states a retry schedule%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> as entry %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set in retry_storm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>layer `%1`: a fixed schedule needs its `wait`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retry_layers makes more than %1 attempts per event; the simulator shows only the product</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StormSettings</name>
    <message>
        <source>`%1` must be a single value, not a list or map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>layer `%1` must be a map such as `{schedule: fixed, wait: 60 s}`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>`schedule` must be exponential, fixed, waits or platform, found `%1`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>`jitter` must be none, full or equal, found `%1`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>`entry` must be a whole number from 1, the card&apos;s retries entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>`factor` must be 1 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>`waits` must be a list of durations such as `[3 s, 30 s, 150 s]`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown entry `%1` in layer `%2`; expected schedule, base, factor, cap, wait, waits, jitter or entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>layer `%1` names one schedule only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>layer `%1`: a `waits` schedule needs its `waits` list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>`retry_storm` must be a map of settings such as `rate: 100`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>`layers` must be a map from layer name to its schedule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown entry `%1` in retry_storm; expected rate, outage_start, outage_length, failure_share, capacity, detection, horizon or layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>`failure_share` must be between 0 and 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>`capacity` must be above 0 attempts per second</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StormSimulation</name>
    <message>
        <source>the layers make more than %1 attempts per event; the simulator shows only the product</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the event rate must be a non-negative number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the failure share must be between 0 and 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>outage start, outage length and detection time must not be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the capacity must be above 0 attempts per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the horizon may be at most 48 hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a bin width of %1 s over this horizon would take too long; use a wider one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the retry waits are too long for this bin width</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StormStudy</name>
    <message>
        <source>recovered %1 after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not recovered within the horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 outage sends %2× the load, %3 calls/s at peak; %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no recovery: rate × product is above capacity</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SystemsBlock</name>
    <message>
        <source>systems: expected a map of systems by ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: expected a map of label, group and at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the system is named twice; the first one counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.%2: expected text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.at: expected [x, y], two whole numbers of points</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableClipboard</name>
    <message numerus="yes">
        <source>Clear %n cell(s)</source>
        <translation>
            <numerusform>Clear %n cell</numerusform>
            <numerusform>Clear %n cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paste %n flow(s)</source>
        <translation>
            <numerusform>Paste %n flow</numerusform>
            <numerusform>Paste %n flows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paste %n cell(s)</source>
        <translation>
            <numerusform>Paste %n cell</numerusform>
            <numerusform>Paste %n cells</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing pasted: the cell in row %1, column %2 of the clipboard holds %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing pasted: the cell in row %1, column %2 of the clipboard: %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TextConv</name>
    <message>
        <source>cannot read as an inventory: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TlsTrust</name>
    <message>
        <source>%1 (from %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a file of certificates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no PEM certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if a company proxy or server uses its own CA, trust it with --ca-certificates FILE, %1, %2 or %3 (the editor: Vendor Cards → CA Certificates…)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TypedNumber</name>
    <message>
        <source>&quot;%1&quot; has a thousands separator, which FlowAudit never reads into a number: it would be %2; write %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; could be %2 or %3: its point may group thousands or mark the decimals, and FlowAudit does not guess; write %2 or %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; could be %2 or %3: its comma may group thousands or mark the decimals, and FlowAudit does not guess; write %2 or %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; has a decimal comma, and numbers here take a decimal point: write %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UnkeptSyntax</name>
    <message numerus="yes">
        <source>%n comment(s) (the first on line %1)</source>
        <translation>
            <numerusform>%n comment (on line %1)</numerusform>
            <numerusform>%n comments (the first on line %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n anchor(s) (&amp;name, the first on line %1)</source>
        <translation>
            <numerusform>%n anchor (&amp;name, on line %1)</numerusform>
            <numerusform>%n anchors (&amp;name, the first on line %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the tag(s) %1 (the first on line %2)</source>
        <translation>
            <numerusform>the tag %1 (on line %2)</numerusform>
            <numerusform>the tags %1 (the first on line %2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UserGuide</name>
    <message>
        <source>What FlowAudit checks and why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Editing without a mouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Flow panel and the manual review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where FlowAudit keeps your files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A delivered event is not a completed business action. Senders retry, replay and send one change twice; a receiver times out after the effect has happened; nested retry layers multiply the load on a system that is already failing. Most delivery bugs (duplicate records, lost events, retry storms, banned webhooks) can be seen in an inventory of the flows before they happen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The inventory lists every flow: how it is triggered, what it writes, which idempotency key it uses, how long its ledger keeps keys, how its retries nest and how fast its webhook receiver acknowledges. FlowAudit checks the rules of the &lt;a href=&quot;#%1&quot;&gt;rule reference&lt;/a&gt; on every flow as you type, and keeps a checklist of the &lt;a href=&quot;#%2&quot;&gt;rules applied by hand&lt;/a&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One row per flow, one column per field, then the fields FlowAudit does not know, kept as written. The Status column and the row header show the flow&apos;s worst verdict. A cell with a finding shows an icon and a tint: a cross in a disc for FAIL, a triangle for WARN, an &quot;i&quot; in a disc for INFO, so the shape tells the severity without the colour. Hover a cell for the rule, the message and how to fix it, or press F1 to open its rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a column header to sort (View → File Order goes back). The filter bar above the table filters by text, severity, rule, or only the flows that fail.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move with the arrow keys; type over a cell or press F2 to edit it, Enter to keep the new value and Esc to keep the old one. Yes/no and enum fields offer their values; number fields refuse what the rules would call invalid and say why under the cell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a flow with Ctrl+Return, duplicate with Ctrl+D, delete with Ctrl+Del, move with Alt+Up and Alt+Down. Copy and paste ranges with a spreadsheet. Every change can be undone and redone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Flow panel shows the selected flow as a form with the findings under each field, and its manual review checklist: every rule applied by hand with its status (open, pass, fail, n/a), note, reviewer and date, kept in the flow&apos;s reviews. Setting a status dates it today. F1 on a row of the checklist opens its rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FlowAudit opens YAML inventories (format flow-inventory/1) and CSV files with a header row of field names: with File → Open, from the file manager, or by dropping a file on the window. The example inventory opens as an untitled copy. A file that is not an inventory is refused with its file, line and column, and the open inventory stays as it was. Saving writes the same bytes for the same inventory; fields FlowAudit does not know are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings: window layout, recent files, zoom, language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your overrides of the vendor contract cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recovery copies of unsaved work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every command of the menus, with its shortcut where it has one:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F6 moves to the next panel (filter bar, table, flow form, review checklist, findings, vendor cards, ack budget, retry product, replay window) and Shift+F6 back; Tab moves within a panel (in the tables, from cell to cell). Every menu opens with Alt and its underlined letter. Help → What&apos;s This? (Shift+F1) explains the panel you click next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Vendor Cards panel, beside the Flow panel, shows the delivery contracts of the vendors the selected flow names in source, destination and iPaaS, or every card that matches the search field. A card gives its source page, the date it was checked and its age, its windows as numbers, the attempts and schedules it states, and every fact in the source document&apos;s words.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Above the list, the cards&apos; &lt;a href=&quot;#%1&quot;&gt;advice&lt;/a&gt; on the flow: WARN or INFO, each naming its card and checked date, never part of the flow&apos;s verdict. Click one to open its card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View → Vendor Windows Chart (Ctrl+Shift+W) draws every window of every card on one logarithmic axis from one minute to 60 days, grouped by vendor, or only the selected flow&apos;s vendors. Presentation Mode (F5) fills the screen with large type for a workshop; Export PNG saves the chart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ack Budget: the sender&apos;s timeout, the budget (half of it), the measured p99 and the headroom, drawn as one bar; the timeout the source&apos;s vendor card states is offered when the flow&apos;s is blank or differs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry Product: each retry layer and its attempts, their product against the limit of 10, and what turning any one layer off leaves; then RT04&apos;s backoff for custom code (base 1 s, factor 2, cap 60 s, 6 attempts, full jitter) with its worst-case wait and the re-drive at 15 minutes, 1 hour and 6 hours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay Window: the ledger&apos;s retention against every window it must outlive (the source&apos;s retry and resend windows, the iPaaS&apos;s replay window, the backfill overlap), each with its card and date, the max_replay_window_days that covers them, and the vendor dedupe windows a replay outlives (IP07).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The audit report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes are asked about first: Save First puts the saved file&apos;s checksum on the cover, Export Anyway marks the report DRAFT. The report is made behind a progress dialog you can cancel and shown in a preview; Save… writes the pages you saw. &lt;code&gt;flowaudit-cli report&lt;/code&gt; writes the same report without the editor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accepted risks (waivers) and baselines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In CI, flowaudit-cli baseline INVENTORY --output FILE records today&apos;s findings, and flowaudit-cli lint --baseline FILE then fails only on new ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixing a finding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ack budget, retry product, replay window and retry storm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Findings panel lists every finding with the counts per severity and per rule, and filters them by severity, rule and text. Enter or a double click shows the flow and field in the table; F1 opens the finding&apos;s rule. Its context menu (right click or the menu key) holds the &lt;a href=&quot;#%1&quot;&gt;actions on the finding&lt;/a&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where a finding has a mechanical remedy, Fix… offers it: in the Findings panel&apos;s context menu, in the context menu of a table cell with a finding (the Status column holds all of the flow&apos;s), and as a link under the field in the Flow panel. The preview lists the fixes to choose from, says why, shows each field before → after and the flow&apos;s findings before → after, as the rules give them on a copy of the flow. Nothing changes until Apply; Apply is one undo step, and the focus stays where it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;a href=&quot;#RT01&quot;&gt;RT01&lt;/a&gt;: retries in all but one layer are turned off. Layers are written inner first (&lt;code&gt;sdk:3;worker:5&lt;/code&gt;), so the outermost layer that retries is offered first: it retries the whole unit of work and sees every failure beneath it; keeping another layer is the second choice, for a layer you cannot turn off. &lt;a href=&quot;#IP03&quot;&gt;IP03&lt;/a&gt;: ledger_retention_days is raised to cover the replay window, the flow&apos;s own or the longer one its vendor cards state (a blank window is written from the cards). &lt;a href=&quot;#RT02&quot;&gt;RT02&lt;/a&gt;: the Retry-After unit the source&apos;s vendor card states, for a receiver whose source names that card. &lt;a href=&quot;#WH01&quot;&gt;WH01&lt;/a&gt;: the sender timeout the source&apos;s card states, only where a card states one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fix is offered only when the finding is gone afterwards or less severe (a FAIL made a WARN); one that would not help, such as a card&apos;s timeout that leaves the acknowledgement over budget, is not offered. Other findings, such as a blank idempotency key, need a person&apos;s decision: Fix… is shown but cannot run. The maths panels&apos; one-click fixes come from the same place and show every what-if, whatever the verdict.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected flow&apos;s ledger_retention_days and max_replay_window_days are drawn as lines across every vendor&apos;s windows; a window longer than the ledger says it outlives the ledger. The time axis is at the top and the bottom, the legend names every colour and line, and in Presentation Mode the rows are split into pages that fit the screen (Page Down, Page Up). The chart follows View → Zoom while it is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three panels below the cards show the arithmetic behind &lt;a href=&quot;#WH01&quot;&gt;WH01&lt;/a&gt;, &lt;a href=&quot;#RT01&quot;&gt;RT01&lt;/a&gt; and &lt;a href=&quot;#IP03&quot;&gt;IP03&lt;/a&gt; for the selected flow, with the rule&apos;s verdict. Each fix they offer is one click and one undo step, the same fix as &lt;a href=&quot;#%1&quot;&gt;Fix…&lt;/a&gt; gives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Excel workbooks (.xlsx) open too: the sheet named Flows, else the first, read like a CSV file. File → Export as Excel… writes a copy with the verdicts filled in, drop-down lists for the yes/no and enum fields, and a Findings sheet. An .xls or an encrypted workbook is refused: save it as an Excel Workbook without a password.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;code&gt;flowaudit-cli import&lt;/code&gt; brings flows in from n8n workflows, Make blueprints, and spreadsheets whose column titles are not FlowAudit&apos;s (English and German titles such as Quelle, Ziel or Wiederholungen are recognised). From n8n and Make only what the export says is filled in, and the notes name the node each value came from; everything else stays blank for you to fill. A Make blueprint has no scenario ID, so its flow_id is made up from the name. Importing the same workflow again changes only what the last import derived and nobody has changed since. Zapier publishes no schema for its account export, so FlowAudit does not read it rather than guess.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Completeness column and the line under the flow&apos;s heading in the form say how many of the fields the rules read for the flow are filled and how many manual reviews are done; the tooltip names what is left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File → Export Audit Report… writes the evidence of a review as PDF or HTML, in the editor&apos;s language: a cover with the file&apos;s SHA-256 checksum (compare it with &lt;code&gt;sha256sum FILE&lt;/code&gt;) and a sign-off table; a summary of the findings per rule, the manual review progress and the stale vendor cards; the findings by rule, each rule once with how to fix it and the flows it names; each distinct retry storm once; an evidence matrix of every flow against every rule, showing what passed; each flow with something to report in brief, the clean ones in one table (or, with every flow&apos;s detail, each flow on pages of its own); the vendor cards the flows name; and what every rule means.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ledger: the flow&apos;s action ledger as SQL for PostgreSQL, MySQL/MariaDB or SQLite: the schema file (tables, index, the hourly purge) and the queries file (record a delivery, claim the episode before the side effect, the state transitions, the purges), in two tabs to copy or save. Where the flow cannot have a ledger yet, it says which rules block it, each with a link to its finding.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;code&gt;flowaudit-cli lint&lt;/code&gt; checks inventories in CI and writes the findings as text, JSON, SARIF (for GitHub code scanning) or JUnit XML. It exits with 0 when no flow fails a rule, 1 when one does (or warns, with &lt;code&gt;--fail-on warn&lt;/code&gt;) and 2 when it cannot run. &lt;code&gt;flowaudit-cli report&lt;/code&gt; writes the audit report as PDF or HTML, with no display needed. &lt;code&gt;flowaudit-cli convert&lt;/code&gt; turns YAML into CSV or Excel and back. &lt;code&gt;flowaudit-cli simulate&lt;/code&gt; prints a flow&apos;s retry storm (or its series as CSV); &lt;code&gt;flowaudit-cli ledger&lt;/code&gt; writes a flow&apos;s action ledger as SQL. &lt;code&gt;man flowaudit-cli&lt;/code&gt; has the details.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
    <message>
        <source>An accepted finding keeps its severity but shows as accepted, with a slate square and a muted tint, in the table, the findings and the report; it counts for no verdict, so a flow whose only FAILs are accepted shows as accepted. The Waivers tab beside the findings lists every waiver with its state (in force, expires in N days, expired, covers nothing, invalid), edits it in place, removes it, and shows its finding; each change is one undo step. A waiver is in force through the end of its expiry day in UTC; the day after, its finding counts again and WV01 says so. WV02 warns %1 days ahead, WV03 names a waiver that covers nothing, WV04 an invalid one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;code&gt;flowaudit-cli --help&lt;/code&gt; lists every command, and &lt;code&gt;flowaudit-cli help COMMAND&lt;/code&gt; shows a command&apos;s options and exit statuses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View → Systems Map draws every system the flows read from or write to as a box and one arrow for each pair of systems, with the number of its flows, marked by the worst of their verdicts: FAIL thick, WARN dashed, accepted by a waiver dotted, OK thin (Per Flow draws one arrow per flow). Click an arrow to select its flow (a menu offers a pair&apos;s flows), a system to show only its flows in the table, double-click it to focus the map on it; the filter box takes a system&apos;s or a group&apos;s name. Drag a system to place it (one undo step, written to the inventory&apos;s systems: block); Reset Layout removes the positions. View → Presentation Mode (F5) shows the selected flow&apos;s vendor windows, its retry storm and the map full screen: Page Down goes on, Page Up goes back, Esc leaves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card checked longer ago than its review period (its review_every, %1 days unless the card sets another), or than the threshold under the list when you set one, or with no date, is marked STALE or UNDATED: confirm its numbers on the vendor&apos;s page before you quote them. Mark Re-checked Today, and a fact or a window length edited in place (double-click), are kept in your overrides file, never in the bundled cards; your edits are shown in italics with the bundled words in the tooltip, and Revert My Edits drops them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The version each save replaced (Keep a Backup When Saving)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every finding ends one of three ways: it is fixed, accepted as a known risk, or (on the command line) baselined as old debt. To accept one, select it in the Findings panel or select its cell in the table and choose Edit → Accept Risk…: write why it is accepted, who owns it, who approved it, and until when (%1 days by default, at most %2). The waiver is kept in the inventory, under waivers, so the audited file carries its own accepted risks. SC01, SC02 and SC03 cannot be accepted: a broken cell is fixed, a misspelt key renamed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirming a vendor number, step by step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A vendor card&apos;s number is evidence when the vendor&apos;s own page states it: the card names the page and quotes the sentence, and a verification finds that sentence there, once. The Evidence tab of the Vendor Cards panel takes you through it; each step has its command for CI.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Copy the card.&lt;/b&gt; A bundled card is never written: on a bundled card, Copy to Team&apos;s Folder puts its file into the folder the inventory names (vendor_cards:), or vendor-cards/ beside it, which the inventory then names (save it). Command line: flowaudit-cli cards copy CARD_ID INVENTORY.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Propose or paste a quote.&lt;/b&gt; Propose Quotes reads the pages of the card&apos;s facts not yet quoted and lists, for the selected fact, the sentences that state its number, best first; Show in Browser opens the page at the sentence, Accept Quote records it in the team&apos;s card file (one undo step). A page that states the number two ways is said, not offered. Or read the page yourself and paste the sentence with Mark Fact as Checked…. Command line: flowaudit-cli cards propose INVENTORY --accept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Propose Quotes has read the page: the first fact&apos;s sentences, best first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Save and verify.&lt;/b&gt; Save Card File writes the quotes; Verify Now looks for each quoted fact of the card on its page, Verify All Cards for every card the team answers for (its own and those the flows rely on): confirmed, changed with a word diff, ambiguous, page moved, unreachable or needs JavaScript. The outcomes are kept across restarts. Command line, in CI: flowaudit-cli cards verify INVENTORY --record, which keeps them beside the team&apos;s cards for the report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Stamp.&lt;/b&gt; A quote found on the page is confirmed once a person has read it: Mark Fact as Checked… records today&apos;s date and your name, and flowaudit-cli cards verify INVENTORY --stamp --by NAME stamps every confirmed fact at once. Until then a quoted fact reads STALE, never confirmed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Read the report.&lt;/b&gt; The audit report&apos;s Evidence appendix gives each fact&apos;s page as a link that lands on its sentence, its quote in full, its state and its last verification with its day; flowaudit-cli report --verify verifies first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After Accept Quote, Save Card File and Verify Now: each quote confirmed on its page, with the day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry Storm: what an outage of the destination does with the flow&apos;s nested retries (retry_layers, read innermost first). The chart stacks the attempts per second at the destination (first tries, then each layer&apos;s retries), hatches the outage, and draws normal load, capacity and a right axis in × normal; the headline says the peak and the recovery time. Jitter as set off shows every layer at its nominal waits; Retry in one layer only draws RT01&apos;s fix as a dashed outline. Rate, outage length and capacity are kept in the flow&apos;s retry_storm field (one undo step each), with each layer&apos;s schedule: RT04&apos;s default, the iPaaS card&apos;s own (Zapier autoreplay, Make&apos;s incomplete executions and Break, n8n&apos;s fixed waits), or one set there. The audit report draws the same chart for every flow with an RT01 FAIL or WARN. Every flow into a destination, where another flow writes there too, adds them all up for this flow&apos;s outage: a band for each flow, the destination&apos;s peak against its normal load, in the panel, in Presentation Mode and on F5&apos;s slides.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UserPrompts</name>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the changes to %1 before closing it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your changes are lost if you do not save them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>FlowAudit ended without saving %1. A recovery copy taken on %2 holds %n flow(s).</source>
        <translation>
            <numerusform>FlowAudit ended without saving %1. A recovery copy taken on %2 holds %n flow.</numerusform>
            <numerusform>FlowAudit ended without saving %1. A recovery copy taken on %2 holds %n flows.</numerusform>
        </translation>
    </message>
    <message>
        <source>Recover it to go on where you were; the file on disk is not changed until you save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Recover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Discard the Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask Me &amp;Later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File changed on disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another program changed %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload it and lose your unsaved changes, or keep your version (saving it then replaces the other one)?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload it, or keep the version shown here (saving it then replaces the other one)?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep Mine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as a &amp;Copy…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save Anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has never been saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has unsaved changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Audit Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A report made now is marked DRAFT and cannot be matched to a saved file by its checksum. Save first to report on the file as saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save First</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export Anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Discard Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Utf8InputBuffer</name>
    <message>
        <source>the file could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is %1 encoded; FlowAudit reads UTF-8: save it as UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a NUL byte: this is a binary file, or text that is not UTF-8 (UTF-16?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>byte 0x%1 is not valid UTF-8: save the file as UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file ends inside a UTF-8 character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid UTF-8 sequence: save the file as UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a control character (0x%1) that text may not hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a second byte order mark (U+FEFF) follows the first: remove it, a tool added it twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the noncharacter U+%1, which text may not hold</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VendorAdvisories</name>
    <message>
        <source>%1, checked %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, no checked date stated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reads the Retry-After your receiver returns as %2, but retry_after_unit is %3 (RT05)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if %1 calls this receiver, it reads Retry-After as %2, but retry_after_unit is %3 (RT05)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sender_timeout_seconds is %1, longer than the %2 s %3 waits: the ack budget is really %4 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sender_timeout_seconds is %1, but %2 states %3 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 layer retries %2 times inside other retrying layers: set Stripe SDK automatic retries to 0 when the worker retries (RT01)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 (%3) is shorter than the %4-day replay window: an older replay gets no help from it, only the flow&apos;s own ledger stops the duplicate (IP07)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay window shorter than the vendor&apos;s windows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max_replay_window_days is below the source&apos;s retry or resend window, or the iPaaS&apos;s replay window, as its card states them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry-After unit differs from the sender&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sender reads Retry-After in another unit than retry_after_unit, so every wait is 1,000 times off (RT05).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sender timeout differs from the card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sender_timeout_seconds is not the acknowledgement timeout the source&apos;s card states; the ack budget of WH01 follows from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stripe SDK retries nested under a retrying layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set Stripe SDK automatic retries to 0 when the worker retries, so attempts do not multiply (RT01).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay outlives a vendor&apos;s dedupe window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A vendor&apos;s dedupe window or key lifetime is shorter than the replay window: older replays rely on the flow&apos;s own ledger (IP07).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max_replay_window_days is %1, below a window of the card (%2: %3): events can still arrive after the window</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VendorCard</name>
    <message>
        <source>Retry window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manual resend window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dedupe window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idempotency key lifetime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acknowledgement timeout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signature tolerance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ban after failures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disabled after failing for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest gap between retries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dedupe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key lifetime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ack timeout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signature skew</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ban</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disabled after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest gap</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VendorCardReader</name>
    <message>
        <source>`%1` must be a non-empty text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1 as a map of keys and values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key `%1` in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>`%1` must be a list with at least one entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown window kind `%1`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a window needs a kind and a duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>`count` must be a whole number above 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retries need a count, a schedule or both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a vendor card needs `%1`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a vendor card needs its `facts`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the card `%1` must be in a file named %1.yaml</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>`%1` is %2 characters long; at most %3 are read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>`%1` must be a page&apos;s full https URL, such as https://docs.stripe.com/webhooks; found `%2`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>`%1` must be a date such as 2026-11-06, found `%2`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>evidence with a prefix, suffix or checked date needs the quote they belong to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a fact needs its `text`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>`review_every` is a number of days from 1 to 3650, found `%1`</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VendorCatalogue</name>
    <message>
        <source>the vendor card folder does not exist</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VendorOverrides</name>
    <message>
        <source>`%1` must be a text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a map with `%1`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a card&apos;s edits as a map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>`checked` must be a date such as 2026-11-30</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>`facts` must be a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>`windows` must be a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown window kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a map from card IDs to your edits</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VerificationRecord</name>
    <message>
        <source>the record is larger than a record can be</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a verification record: this is not JSON; cards verify --record writes one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a verification record of this FlowAudit: its format is not flowaudit-verification/1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the record&apos;s day is not a date such as 2026-12-07</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an entry of the record has no outcome, part or index FlowAudit knows</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WaiverChecks</name>
    <message numerus="yes">
        <source>the waiver of %1 expires in %n day(s) (%2, owner %3)</source>
        <translation>
            <numerusform>the waiver of %1 expires in %n day (%2, owner %3)</numerusform>
            <numerusform>the waiver of %1 expires in %n days (%2, owner %3)</numerusform>
        </translation>
    </message>
    <message>
        <source>(no flow_id)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no rule)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the waiver of %1 is invalid and covers nothing: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the waiver of %1 expired on %2 (owner %3): its finding counts again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the waiver of %1 expires today (%2, owner %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the waiver of %1 covers no finding (fixed, or the flow was renamed or removed): remove it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WaiverRules</name>
    <message>
        <source>Accepted risk expired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A waiver is in force through the end of its expires day (UTC). Once it has expired, the finding it accepted counts again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix the finding, or review the risk again and set a new expires date.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accepted risk expires soon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan the fix, or have the risk reviewed again before it expires.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiver covers no finding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finding matches the waiver: the problem was fixed, or the flow was renamed or removed. A stale waiver would silently accept the problem if it came back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the waiver, or correct its flow_id, rule or field.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid waiver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill in what is missing, or remove the waiver.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The waiver expires within %1 days; after that its finding counts again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A waiver needs a flow_id, a waivable rule, a justification, an owner and an expires date (YYYY-MM-DD) at most %1 days after it was created; an invalid one covers nothing.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WaiverStatus</name>
    <message>
        <source>flow_id is blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rule is blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>justification is blank: say why the risk is accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>owner is blank: name who answers for the risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expires is blank: an accepted risk needs an end date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expires &quot;%1&quot; is not a date written YYYY-MM-DD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expires %1 is more than %2 days after created %3: accepted risks are reviewed at least once a year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expires %1 is more than %2 days from today (%3): accepted risks are reviewed at least once a year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rule %1 cannot be accepted as a risk: only IP01, IP02, IP03, RT01, RT02, WH01 and the vendor advisories (VA…) can; a broken cell (SC01, SC02) is fixed, a misspelt key (SC03) renamed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WorkshopSlide</name>
    <message>
        <source>Vendor windows · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor windows · every card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Systems map · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry storm · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at %1×%2 the vendor windows chart cannot show its labels and bars whole at slide type; it needs at least %3×%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry storm · every flow into %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>YamlReader</name>
    <message>
        <source>expected a map with a flows list at the top of the file, found a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list of flows under flows, found a map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a map for each flow, found a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a map with a flows list at the top of the file, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a map for each flow, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flows is empty: write the flows as a list (flows: [] when there are none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list of flows under flows, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this inventory is format %1, newer than the flow-inventory/1 this FlowAudit reads: update FlowAudit to open it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a map with a flows list at the top of the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no flows list: an inventory is a map with a flows list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the text &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a second YAML document starts here: an inventory is one document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an alias (*name) refers to an anchor: write the value out in full, inventories do not use aliases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a value of %1 MB: a cell or key may hold at most %2 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tag %1 is not used in inventories: write plain text, lists and maps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lists and maps are nested more than %1 deep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a key must be text, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; appears twice in this map (first on line %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty: an inventory is a map with a flows list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YAML syntax error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not enough memory to read the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a quoted value starts here and is never closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a { or [ starts here and is never closed: the file may be cut off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a quoted value starts here and runs on to line %1, where the YAML breaks (%2): is its closing quote missing?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading was cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list of waivers under waivers, found a map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a map for each waiver, found a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a map for each waiver, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list of waivers under waivers, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected text for the waiver&apos;s %1, found a map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected text for the waiver&apos;s %1, found a list</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>flowaudit: cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit and audit an inventory of flows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The inventory to open (YAML or CSV); the bundled example when none is given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Render the window to a PNG file and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>path</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
