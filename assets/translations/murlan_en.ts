<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>JoinDialog</name>
    <message numerus="yes">
        <source>%n free seat(s)</source>
        <translation>
            <numerusform>%n free seat</numerusform>
            <numerusform>%n free seats</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PointsChart</name>
    <message numerus="yes">
        <source>After %n hand(s): {scores}.</source>
        <translation>
            <numerusform>After %n hand: {scores}.</numerusform>
            <numerusform>After %n hands: {scores}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n match</numerusform>
            <numerusform>%n matches</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
</TS>
