// Force-included into every core source: core is QtCore at most. Including any QtGui or
// QtWidgets header then fails with an error that names this rule.
#pragma once

#define QTGUIGLOBAL_H
#define QTWIDGETSGLOBAL_H
#define Q_GUI_EXPORT FLOWAUDIT_CORE_MUST_NOT_INCLUDE_QTGUI
#define Q_WIDGETS_EXPORT FLOWAUDIT_CORE_MUST_NOT_INCLUDE_QTWIDGETS
